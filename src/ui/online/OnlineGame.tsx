// One online game, as its player sees it: the published map and the last report (the play-by-e-mail screens'
// parts), whose turn it is, and — when it is theirs — the board to plan on as in a hotseat game, and the button that
// signs and sends the orders. Results come live as the referee publishes them. Refused files (notices) and what
// waits in the outbox show beside.
import { useStore } from 'zustand';
import type { Notice } from '../../io/online/campaignFollower.ts';
import type { Campaign } from '../../io/pbem/campaign/stage.ts';
import { activePlayer, goldAvailable } from '../../rules/index.ts';
import type { GameApp } from '../../state/gameApp.ts';
import { nameOf } from '../../state/pbem/campaignView.ts';
import { CampaignHeader } from '../pbem/CampaignHeader.tsx';
import { DuelTurnPanel } from '../pbem/DuelTurnPanel.tsx';
import { MessageLine } from '../pbem/MessageLine.tsx';
import { PlanningBoard } from '../pbem/PlanningBoard.tsx';
import { PublishedMap } from '../pbem/PublishedMap.tsx';
import { ReportPanel } from '../pbem/ReportPanel.tsx';
import { online, useOnline } from './browserOnline.ts';
import { GameChat } from './GameChat.tsx';
import { TurnAlertsToggle } from './TurnAlertsToggle.tsx';
import { gameStatus, stepDeadline, unsentLine } from './onlineView.ts';

/** The gold the plan leaves, and the button that signs and sends it. */
function SendOrders({ app }: { app: GameApp }) {
  const state = useStore(app.store, (s) => s.session?.state);
  const busy = useOnline((s) => s.busy);
  if (!state) return null;
  return (
    <>
      <p>
        Plan your orders on the board as in a game at one screen, then send them. Gold {activePlayer(state).gold}, available{' '}
        <span data-testid="gold-available">{goldAvailable(state)}</span>.
      </p>
      <button type="button" className="primary" disabled={busy !== null} onClick={() => void online().sendOrders()}>
        Send my orders ({state.pending.length})
      </button>
    </>
  );
}

function Notices({ notices }: { notices: readonly Notice[] }) {
  if (notices.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="notices-title">
      <h2 id="notices-title">Files the referee refused</h2>
      <ul className="online-notices" data-testid="notices">
        {notices.slice(-10).map((n) => (
          <li key={n.message}>
            Message {n.message}: {n.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What is due from the user, their outbox, and the way back to their games. */
function GameSide({ game, campaign }: { game: string; campaign: Campaign | null }) {
  const user = useOnline((s) => s.user);
  const view = useOnline((s) => s.views[game]);
  const sent = useOnline((s) => s.sent[game] ?? null);
  const planning = useOnline((s) => s.planning);
  const keyNote = useOnline((s) => s.keyNote);
  const message = useOnline((s) => s.message);
  const busy = useOnline((s) => s.busy);
  const connected = useOnline((s) => s.connection === 'connected');
  const watching = useOnline((s) => s.watching.includes(game));
  const status = gameStatus(view, user, sent, connected);
  const deadlineSeconds = useOnline((s) => s.games.find((g) => g.id === game)?.deadlineSeconds ?? s.watchable.find((g) => g.id === game)?.deadlineSeconds);
  const deadline = stepDeadline(campaign, deadlineSeconds);
  const unsent = unsentLine(view?.unsent ?? 0);
  return (
    <section className="panel pbem-due" aria-labelledby="due-title">
      <h2 id="due-title">{watching ? 'You watch this game' : `You play ${campaign ? nameOf(campaign.start, user) : user}`}</h2>
      <MessageLine message={message} busy={busy} onDismiss={() => online().dismiss()} testId="online-message" />
      <p className={`online-status online-status--${status.kind}`} data-testid="game-status">
        {status.text}
      </p>
      {deadline && (
        <p className="muted" data-testid="step-deadline">
          This step waits until {deadline.toLocaleString(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })}:
          whoever has not sent by then plays nothing in it.
        </p>
      )}
      {keyNote && <p className="message message--refusal">{keyNote}</p>}
      {unsent && (
        <p className="message message--notice" data-testid="unsent">
          {unsent}
        </p>
      )}
      {planning && <SendOrders app={planning} />}
      {!watching && <TurnAlertsToggle />}
      {status.kind === 'sent' && <p className="muted">The referee closes the turn once it has them; your dice secret is revealed by itself.</p>}
      <button type="button" onClick={() => online().closeGame()}>
        My games
      </button>
    </section>
  );
}

/** The game `game`: waiting for its players, or its map, report and orders. */
export function OnlineGame({ game }: { game: string }) {
  const view = useOnline((s) => s.views[game]);
  const planning = useOnline((s) => s.planning);
  const campaign = view?.campaign ?? null;
  const side = <GameSide game={game} campaign={campaign} />;
  const after = (
    <>
      {campaign && <ReportPanel campaign={campaign} />}
      <GameChat game={game} />
      <Notices notices={view?.notices ?? []} />
    </>
  );
  if (!campaign) {
    return (
      <main className="pbem-page" aria-labelledby="game-title">
        <h1 id="game-title">{game}</h1>
        {side}
        {after}
      </main>
    );
  }
  const duel = view?.duel ?? null;
  const body = (
    <>
      <CampaignHeader campaign={campaign} />
      <div className="game__main">
        {planning ? (
          <PlanningBoard app={planning} before={side} after={after} />
        ) : (
          <>
            {duel ? (
              <DuelTurnPanel view={duel} onMove={(choice) => online().sendDuelMove(choice)} retry={view?.duelRetry?.reason ?? null} />
            ) : (
              <PublishedMap campaign={campaign} />
            )}
            <aside className="side-panel" aria-label="Game" data-testid="side-panel">
              {side}
              {after}
            </aside>
          </>
        )}
      </div>
    </>
  );
  // The duel-turn panel is the page's main part while it is open (as by e-mail): one main landmark only.
  return duel ? (
    <div className="pbem-campaign" data-head={campaign.head}>
      {body}
    </div>
  ) : (
    <main className="pbem-campaign" aria-label={campaign.doc.name} data-head={campaign.head}>
      {body}
    </main>
  );
}
