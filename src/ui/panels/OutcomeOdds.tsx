import { fractionText, type CombatOdds, type Probability } from '../../rules/index.ts';
import { exactMenText } from '../text/men.ts';

type Outcomes = NonNullable<CombatOdds['outcomes']>;
type Losses = NonNullable<CombatOdds['expectedLosses']>;

/** A chance as a percentage a player can compare at a glance; a chance that rounds to nothing still shows it exists. */
export function percent(chance: Probability): string {
  if (chance.numerator === 0) return '0%';
  if (chance.value < 0.0005) return '<0.1%';
  return `${(chance.value * 100).toFixed(1)}%`;
}

/**
 * Every way the fight can end, for systems whose fights end in one of several results: the result,
 * who loses by it and its exact chance (the fraction on hover), in the order the system lists them.
 */
export function OutcomeOdds({ outcomes, attack, defence }: { outcomes: Outcomes; attack: string; defence: string }) {
  return (
    <table className="outcomes" data-testid="outcome-odds">
      <caption className="sr-only">How the fight can end</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Result</th>
          <th scope="col">Loser</th>
          <th scope="col">Chance</th>
        </tr>
      </thead>
      <tbody>
        {outcomes.map((o) => (
          <tr
            key={`${o.result}:${o.loser}`}
            className={o.probability.numerator === 0 ? 'outcome--never' : o.loser === 'attacker' ? 'outcome--lost' : 'outcome--won'}
          >
            <th scope="row">{o.result}</th>
            <td>{o.loser === 'attacker' ? attack : defence} lose</td>
            <td className="outcome__chance" title={fractionText(o.probability)}>
              {percent(o.probability)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Neither side can be destroyed by the fight: its chances say nothing, and the men it costs say all. */
export function nobodyFalls(odds: CombatOdds): boolean {
  return odds.expectedLosses !== undefined && odds.attackerWins.numerator === 0 && odds.defenderWins.numerator === 0;
}

/**
 * The men each side should expect to lose, exactly, for systems whose fights cost men (Mass battle):
 * "Expected losses: attack 2 men, defence 3 1/2 men (7/2)"; with two attackers, each is named.
 */
export function ExpectedLosses({ losses, attackers }: { losses: Losses; attackers: readonly string[] }) {
  const attack = losses.attackers.map((amount, i) => (losses.attackers.length > 1 ? `${exactMenText(amount)} (${attackers[i] ?? ''})` : exactMenText(amount)));
  return (
    <p className="odds" data-testid="expected-losses">
      Expected losses: attack <strong>{attack.join(' and ')}</strong>, defence <strong>{exactMenText(losses.defender)}</strong>
    </p>
  );
}
