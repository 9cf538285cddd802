import { useState, type FormEvent } from 'react';
import { COMPUTER_STRENGTHS, type ComputerStrength, type RaceId } from '../../rules/index.ts';
import { RaceOptions } from '../PickerOptions.tsx';
import { COMBAT_SYSTEM_TEXT } from '../setup/combatSystemText.ts';
import { online, useOnline } from './browserOnline.ts';
import { anotherSeat, MAX_OTHER_SEATS, newGameDraft, type NewGameDraft, ONLINE_COMBAT_SYSTEMS, ONLINE_DEADLINES, type SeatDraft } from './newGameDraft.ts';
import { ChampionsBox, OnlineMapFields } from './OnlineMapFields.tsx';

const STRENGTH_TEXT: Readonly<Record<ComputerStrength, string>> = { easy: 'Easy', normal: 'Normal', hard: 'Hard' };

interface SeatProps {
  readonly seat: SeatDraft;
  readonly number: number;
  readonly removable: boolean;
  readonly onChange: (change: Partial<SeatDraft>) => void;
  readonly onRemove: () => void;
}

/** Another seat: open to anyone with the link, or kept for a player by name; and its race. */
function SeatRow({ seat, number, removable, onChange, onRemove }: SeatProps) {
  return (
    <li className="online-seat">
      <span className="online-seat__number">Seat {number}</span>
      <label>
        <span className="sr-only">Seat {number} is</span>
        <select value={seat.kind} onChange={(e) => onChange({ kind: e.target.value as SeatDraft['kind'] })}>
          <option value="open">Open to anyone</option>
          <option value="invite">Kept for…</option>
          <option value="computer">The computer</option>
        </select>
      </label>
      {seat.kind === 'computer' && (
        <label>
          <span className="sr-only">How well the computer in seat {number} plays</span>
          <select value={seat.strength} onChange={(e) => onChange({ strength: e.target.value as ComputerStrength })}>
            {COMPUTER_STRENGTHS.map((strength) => (
              <option key={strength} value={strength}>
                {STRENGTH_TEXT[strength]}
              </option>
            ))}
          </select>
        </label>
      )}
      {seat.kind === 'invite' && (
        <label>
          <span className="sr-only">Who seat {number} is kept for</span>
          <input
            value={seat.name}
            onChange={(e) => onChange({ name: e.target.value })}
            placeholder="their name"
            maxLength={40}
            autoCapitalize="none"
            spellCheck={false}
          />
        </label>
      )}
      <label>
        <span className="sr-only">Race of seat {number}</span>
        <select value={seat.race} onChange={(e) => onChange({ race: e.target.value as RaceId })}>
          <RaceOptions />
        </select>
      </label>
      <button type="button" disabled={!removable} onClick={onRemove}>
        Remove<span className="sr-only"> seat {number}</span>
      </button>
    </li>
  );
}

const SCHEDULE_TEXT: Readonly<Record<NewGameDraft['schedule'], string>> = {
  'turn-by-turn': 'Turn by turn',
  week: "The seed's week (attacks with Monday's orders)",
  'week-attacks-midweek': "The seed's week (attacks midweek)",
};

/** The schedule, and who may watch the game. */
function Audience({ draft, change }: { draft: NewGameDraft; change: (c: Partial<NewGameDraft>) => void }) {
  return (
    <div className="field-row">
      <label>
        Schedule
        <select value={draft.schedule} onChange={(e) => change({ schedule: e.target.value as NewGameDraft['schedule'] })}>
          {Object.entries(SCHEDULE_TEXT).map(([id, text]) => (
            <option key={id} value={id}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <label>
        Each step waits
        <select value={draft.deadlineSeconds} onChange={(e) => change({ deadlineSeconds: Number(e.target.value) })} aria-describedby="online-deadline-note">
          {ONLINE_DEADLINES.map((d) => (
            <option key={d.seconds} value={d.seconds}>
              {d.text}
            </option>
          ))}
        </select>
      </label>
      <label>
        Who may watch
        <select value={draft.spectators} onChange={(e) => change({ spectators: e.target.value as NewGameDraft['spectators'] })}>
          <option value="nobody">Nobody</option>
          <option value="invited">Names I give</option>
          <option value="anyone">Anyone signed in</option>
        </select>
      </label>
      {draft.spectators === 'invited' && (
        <label>
          Names who may watch
          <input value={draft.watchers} maxLength={400} onChange={(e) => change({ watchers: e.target.value })} autoCapitalize="none" spellCheck={false} />
        </label>
      )}
    </div>
  );
}

/** The game's name and combat system, Champions or not. */
function Settings({ draft, change }: { draft: NewGameDraft; change: (c: Partial<NewGameDraft>) => void }) {
  return (
    <div className="field-row">
      <label>
        Game name
        <input value={draft.name} maxLength={80} onChange={(e) => change({ name: e.target.value })} />
      </label>
      <label>
        Combat
        <select value={draft.combatSystem} onChange={(e) => change({ combatSystem: e.target.value as NewGameDraft['combatSystem'] })}>
          {ONLINE_COMBAT_SYSTEMS.map((c) => (
            <option key={c} value={c}>
              {COMBAT_SYSTEM_TEXT[c].name}
            </option>
          ))}
        </select>
      </label>
      <ChampionsBox draft={draft} change={change} />
    </div>
  );
}

/** A new game: its settings, the maker's race in the first seat, and 1–7 other seats. */
export function NewGameForm({ onClose }: { onClose: () => void }) {
  const user = useOnline((s) => s.user);
  const busy = useOnline((s) => s.busy);
  const [draft, setDraft] = useState(() => newGameDraft(user));
  const change = (c: Partial<NewGameDraft>) => setDraft((d) => ({ ...d, ...c }));
  const changeSeat = (key: number, c: Partial<SeatDraft>) => setDraft((d) => ({ ...d, others: d.others.map((s) => (s.key === key ? { ...s, ...c } : s)) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void online().createGame(draft);
  };
  return (
    <form className="panel online-new-game" onSubmit={submit} aria-labelledby="new-game-title" noValidate>
      <h2 id="new-game-title">New game</h2>
      <Settings draft={draft} change={change} />
      <OnlineMapFields draft={draft} change={change} />
      <Audience draft={draft} change={change} />
      <fieldset>
        <legend>Seats</legend>
        <ol className="online-seats">
          <li className="online-seat">
            <span className="online-seat__number">Seat 1</span>
            <span>You ({user})</span>
            <label>
              <span className="sr-only">Race of seat 1</span>
              <select value={draft.race} onChange={(e) => change({ race: e.target.value as RaceId })}>
                <RaceOptions />
              </select>
            </label>
          </li>
          {draft.others.map((seat, i) => (
            <SeatRow
              key={seat.key}
              seat={seat}
              number={i + 2}
              removable={draft.others.length > 1}
              onChange={(c) => changeSeat(seat.key, c)}
              onRemove={() => setDraft((d) => ({ ...d, others: d.others.filter((s) => s.key !== seat.key) }))}
            />
          ))}
        </ol>
        <button
          type="button"
          disabled={draft.others.length >= MAX_OTHER_SEATS}
          onClick={() => setDraft((d) => ({ ...d, others: [...d.others, anotherSeat(d)] }))}
        >
          Add a seat
        </button>
      </fieldset>
      <p className="muted">
        A seat kept for a player by name waits for them (they must have signed up); an open one goes to whoever takes it first; the computer's is taken at once
        and played by the server. The game starts once every seat is taken.{' '}
        <span id="online-deadline-note">With a deadline, a player who has not sent by then plays nothing in that step.</span>
      </p>
      <div className="online-buttons">
        <button type="submit" className="primary" disabled={busy !== null}>
          Make the game
        </button>
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
