// Who plays a seat on the new-game screen: a person, or a computer at a strength (src/ai/strengths.ts).
import { COMPUTER_STRENGTHS } from '../../rules/index.ts';
import type { Seat } from './playerDrafts.ts';

const STRENGTH_NAMES = { easy: 'Computer, easy', normal: 'Computer, normal', hard: 'Computer, hard' } as const;

export function SeatSelect({ number, seat, onChange }: { number: number; seat: Seat; onChange: (seat: Seat) => void }) {
  return (
    <label>
      <span className="sr-only">Who plays player {number}</span>
      <select value={seat} onChange={(e) => onChange(e.target.value as Seat)} data-testid={`seat-${number}`}>
        <option value="person">Person</option>
        {COMPUTER_STRENGTHS.map((strength) => (
          <option key={strength} value={strength}>
            {STRENGTH_NAMES[strength]}
          </option>
        ))}
      </select>
    </label>
  );
}
