// One player's choices for a round, hidden from the other: its own hand (and nothing of the other's), a
// register's maneuver, card, hand, step, location, riposte or weapon drawn; the holder's maneuver types
// for the side that declares second. Native controls only, so Tab and Enter play it.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Declaration, Side } from '../../rules/index.ts';
import { cardText } from '../../rules/champions/index.ts';
import { declarationOf, emptyRegister, maneuverChoices, maneuverName, registerCount, type RegisterDraft } from '../../state/duelDrafts.ts';
import { holderNow, playerOf, type DuelFlow } from '../../state/duelFlow.ts';
import { RegisterList } from './RegisterFields.tsx';

/** Registers up to the last one with a maneuver. */
const declaredLength = (registers: readonly (Declaration | null)[] | null): number => {
  const list = registers ?? [];
  let n = list.length;
  while (n > 0 && list[n - 1] === null) n--;
  return n;
};

export interface DeclareProps {
  readonly flow: DuelFlow;
  readonly side: Side;
  readonly problem: string | null;
  readonly onDeclare: (registers: readonly (Declaration | null)[]) => void;
}

/** `side`'s player declares its round: only its own hand is in the page. */
export function DeclareForm({ flow, side, problem, onDeclare }: DeclareProps) {
  const holder = holderNow(flow);
  const first = holder === side;
  const fighter = flow.duel.fighters[side];
  const hand = flow.dealt.hands[side];
  const theirs = first ? null : flow.declared[holder];
  const rows = registerCount(flow.opening, side, declaredLength(theirs));
  const [drafts, setDrafts] = useState<RegisterDraft[]>(() => Array.from({ length: rows }, (_, i) => emptyRegister(i, fighter)));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const choices = maneuverChoices(flow.duel, side, holder);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDeclare(drafts.map((d) => declarationOf(d, hand, fighter)));
  };
  const hero = flow.duel.combatants[side].name;
  const them = flow.duel.combatants[holder].name;
  return (
    <form className="panel duel-declare" onSubmit={submit} aria-label={`${hero}'s maneuvers`} data-testid={`declare-${side}`} noValidate>
      <h2 ref={heading} tabIndex={-1}>
        {playerOf(flow, side).name}: {hero}'s maneuvers
      </h2>
      <p>
        Your hand:{' '}
        <span className="duel-hand" data-testid={`hand-${side}`}>
          {hand.map((card, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a card's place in the hand is its identity
            <span key={i} className="duel-card">
              {cardText(card)}
            </span>
          ))}
        </span>{' '}
        <span className="muted">
          · up to {flow.opening.maneuversAllowed[side]} maneuvers, one card each;{' '}
          {first ? 'you hold the initiative and declare first' : `${them} declared first`}
        </span>
      </p>
      <RegisterList
        drafts={drafts}
        hand={hand}
        fighter={fighter}
        choices={choices}
        against={(i) => (theirs ? maneuverOrNothing(theirs[i] ?? null, them) : null)}
        onChange={setDrafts}
      />
      <div role="alert" className={problem ? 'message message--refusal' : 'message message--empty'} data-testid="duel-problem">
        {problem && <>Refused: {problem}</>}
      </div>
      <button type="submit" className="primary big">
        Declare
      </button>
    </form>
  );
}

/** The holder's maneuver in a register as the other sees it: its type, never its card. */
const maneuverOrNothing = (d: Declaration | null, who: string): string => `${who}: ${d ? maneuverName(d.maneuver) : 'nothing'}`;
