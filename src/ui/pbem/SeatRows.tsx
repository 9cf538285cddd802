import { MAX_PLAYERS, MIN_PLAYERS, type RaceId } from '../../rules/index.ts';
import { newSeat, seatName, type SeatDraft } from '../../state/pbem/campaignForm.ts';
import { MAX_CARD_CHARS, readPublicKey } from '../../io/pbem/publicKeyCard.ts';
import { RaceOptions } from '../PickerOptions.tsx';
import { FileTaker } from './FileTaker.tsx';

interface Props {
  readonly seats: readonly SeatDraft[];
  readonly onSeats: (change: (seats: readonly SeatDraft[]) => readonly SeatDraft[]) => void;
  readonly onProblem: (problem: string | null) => void;
}

/** The players of a new campaign: each seat's participant id, name, race and public key. */
export function SeatRows({ seats, onSeats, onProblem }: Props) {
  const update = (key: number, change: Partial<SeatDraft>) => onSeats((all) => all.map((s) => (s.key === key ? { ...s, ...change } : s)));
  // A public key file fills the seat's key, and its id when the seat has none yet.
  const loadCard = async (seat: SeatDraft, text: string) => {
    const read = await readPublicKey(text);
    if (!read.ok) return onProblem(read.reason);
    const { participant, publicKey } = read.card;
    onProblem(null);
    update(seat.key, { publicKey, ...(participant && seat.id.trim() === '' ? { id: participant } : {}) });
  };
  return (
    <fieldset>
      <legend>Players</legend>
      <ol className="player-list">
        {seats.map((seat, i) => (
          <li key={seat.key} className="player-row seat-row">
            <label>
              <span className="sr-only">Id of player {i + 1}</span>
              <input value={seat.id} placeholder="participant id" maxLength={40} onChange={(e) => update(seat.key, { id: e.target.value })} />
            </label>
            <label>
              <span className="sr-only">Name of player {i + 1}</span>
              <input value={seat.name} placeholder={seatName(seat) || 'name'} maxLength={40} onChange={(e) => update(seat.key, { name: e.target.value })} />
            </label>
            <label>
              <span className="sr-only">Race of player {i + 1}</span>
              <select value={seat.race} onChange={(e) => update(seat.key, { race: e.target.value as RaceId })}>
                <RaceOptions />
              </select>
            </label>
            <label className="seat-row__key">
              <span className="sr-only">Public key of player {i + 1}</span>
              <input
                className="mono"
                value={seat.publicKey}
                placeholder="public key (paste)"
                onChange={(e) => update(seat.key, { publicKey: e.target.value })}
              />
            </label>
            <FileTaker
              label="Key file…"
              testId={`seat-key-input-${i + 1}`}
              maxBytes={MAX_CARD_CHARS}
              onText={(text) => loadCard(seat, text)}
              onRefused={onProblem}
            />
            <button
              type="button"
              disabled={seats.length <= MIN_PLAYERS}
              onClick={() => onSeats((all) => all.filter((s) => s.key !== seat.key))}
              aria-label={`Remove player ${i + 1}`}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button type="button" disabled={seats.length >= MAX_PLAYERS} onClick={() => onSeats((all) => [...all, newSeat(all)])}>
        Add player
      </button>
    </fieldset>
  );
}
