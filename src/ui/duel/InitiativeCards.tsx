import type { Pair } from '../../rules/index.ts';
import { signed } from './duelText.ts';

export interface InitiativeCardsProps {
  /** The heroes, the attacker's first. */
  readonly names: Pair<string>;
  /** Each hero's initiative cards, as shown. */
  readonly draw: Pair<readonly string[]>;
  /** Each hero's best card. */
  readonly best: Pair<number> | null;
  readonly testId?: string;
}

/** The initiative's draw, in public: each hero's cards and its best one. */
export function InitiativeCards({ names, draw, best, testId }: InitiativeCardsProps) {
  return (
    <ul className="duel-initiative" aria-label="Initiative cards" data-testid={testId}>
      {([0, 1] as const).map((s) => (
        <li key={s}>
          {names[s]}:{' '}
          {draw[s].map((card, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a draw's cards never move
            <span key={i} className="duel-card">
              {card}
            </span>
          ))}{' '}
          <span className="muted">best {signed(best?.[s] ?? 0)}</span>
        </li>
      ))}
    </ul>
  );
}
