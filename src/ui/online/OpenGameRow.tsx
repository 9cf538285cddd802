import { useState } from 'react';
import type { OpenGame } from '../../io/online/accounts/requests.ts';
import { COMBAT_SYSTEM_TEXT } from '../setup/combatSystemText.ts';
import { inviteLink, mayJoin, openGameStatus, seatLines } from './accountsView.ts';
import { online, useOnline } from './browserOnline.ts';
import { deadlineText } from './newGameDraft.ts';

/** The link that opens `game` on this site, to read or copy: it names the server and its guest pass, no secret. */
export function InviteLink({ game }: { game: OpenGame }) {
  const place = useOnline((s) => s.place);
  const [copied, setCopied] = useState('');
  if (!place) return null;
  const link = inviteLink(window.location.href, place, game.id);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Copied.');
    } catch {
      setCopied('This browser did not let the page copy it: select the link and copy it.');
    }
  };
  return (
    <div className="online-invite">
      <label>
        Invite link<span className="sr-only"> to {game.name}</span>
        <input className="mono" readOnly value={link} onFocus={(e) => e.target.select()} data-testid={`invite-link-${game.id}`} />
      </label>
      <button type="button" onClick={() => void copy()}>
        Copy invite link<span className="sr-only"> to {game.name}</span>
      </button>
      <span className="muted" role="status">
        {copied}
      </span>
    </div>
  );
}

/** "14×12 map · Warfare · made by ann", or "Twin rivers (20×16) · Karnage · Champions · made by ann" */
export function openGameLine(game: OpenGame): string {
  const map = game.mapName ? `${game.mapName} (${game.size})` : `${game.size} map`;
  const system = game.system ? ` · ${COMBAT_SYSTEM_TEXT[game.system].name}` : '';
  const deadline = game.deadlineSeconds ? ` · a step waits ${deadlineText(game.deadlineSeconds)}` : '';
  return `${map}${system}${game.champions ? ' · Champions' : ''}${deadline} · made by ${game.creator}`;
}

/** The button that takes a free seat of `game`, for a user who may. */
export function TakeSeat({ game, label }: { game: OpenGame; label: string }) {
  const user = useOnline((s) => s.user);
  const busy = useOnline((s) => s.busy);
  if (!mayJoin(game, user)) return null;
  return (
    <button type="button" className="primary" disabled={busy !== null} onClick={() => void online().takeSeat(game.id)}>
      {label}
      <span className="sr-only"> in {game.name}</span>
    </button>
  );
}

/** A game not started yet: its map, who sits where and which seats are free, the way to join, its invite link. */
export function OpenGameRow({ game }: { game: OpenGame }) {
  const user = useOnline((s) => s.user);
  return (
    <li className="online-game online-game--open" data-game={game.id}>
      <div>
        <h3>{game.name}</h3>
        <p className="muted">{openGameLine(game)}</p>
        <p className="muted" data-testid={`seats-${game.id}`}>
          {seatLines(game).join(' · ')}
        </p>
      </div>
      <p className="online-status" data-testid={`open-status-${game.id}`}>
        {openGameStatus(game, user)}
      </p>
      <div className="online-game__actions">
        <TakeSeat game={game} label="Join" />
        <button type="button" onClick={() => online().showWaiting(game.id)}>
          Show<span className="sr-only"> {game.name}</span>
        </button>
      </div>
      <InviteLink game={game} />
    </li>
  );
}
