import { useState, type FormEvent } from 'react';
import { describeHex, parseDiceFaces, UNITS, type GameState } from '../../rules/index.ts';
import type { AttackPreview } from '../../state/attackPreview.ts';
import { plannedFights } from '../../state/plannedFights.ts';
import { useGameStore } from '../../state/useGame.ts';

/**
 * For a referee (or players) rolling physical dice: the dice this turn's fights need, in the order to
 * roll them, and End turn with the faces typed in. The game checks them (too few, a 7 on a d6, faces
 * left over) and refuses the turn with the reason, changing nothing.
 */
export function RealDicePanel({ state }: { state: GameState }) {
  const store = useGameStore();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Fights that roll no dice (Mass battle's formula) have nothing to ask of a referee.
  const fights = plannedFights(state).filter((fight) => fight.diceToRoll !== null);
  if (fights.length === 0) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const faces = parseDiceFaces(text);
    if (!faces || faces.length === 0) return setProblem('Type the faces as whole numbers, separated by commas or spaces, e.g. 5, 3.');
    setProblem(null);
    store.getState().endTurn(faces);
  };
  return (
    <details className="panel real-dice" data-testid="real-dice">
      <summary>Roll real dice</summary>
      <p className="muted">Roll in this order; a re-roll goes right after the die it replaces.</p>
      <ol>
        {fights.map((fight) => (
          <li key={`${fight.target.col},${fight.target.row}`}>
            Attack on {describeHex(fight.target)}: {fight.diceToRoll ?? diceOfEach(fight)}
          </li>
        ))}
      </ol>
      <form onSubmit={submit} className="button-row">
        <label>
          Faces, in order <input value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" placeholder="5, 3" />
        </label>
        <button type="submit">End turn with these dice</button>
      </form>
      {problem && (
        <p className="message message--notice" role="alert">
          {problem}
        </p>
      )}
    </details>
  );
}

/** Each combatant's dice, attackers first, for systems whose explanation says what each rolls (Karnage, Warfare). */
function diceOfEach(fight: AttackPreview): string {
  const attackers = fight.attackers.map((a) => `${UNITS[a.unit.type].name} ${a.strength}${a.notes.map((n) => ` (${n})`).join('')}`).join(', then ');
  return `${attackers}, then the defending ${UNITS[fight.defender.unit.type].name} ${fight.defender.strength}`;
}
