// One player's choices for a round, hidden from the other: its own hand (and nothing of the other's), a
// register's maneuver, card, hand, step, location, riposte or weapon drawn; the holder's maneuver types
// for the side that declares second. Native controls only, so Tab and Enter play it.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { WEAPONS, type Declaration, type FighterState, type Side, type WeaponId } from '../../rules/index.ts';
import { cardText, HIT_LOCATIONS, MANEUVERS, type Card, type HitLocation, type ManeuverId } from '../../rules/champions/index.ts';
import { declarationOf, drawChoices, emptyRegister, maneuverChoices, maneuverName, registerCount, type RegisterDraft } from '../../state/duelDrafts.ts';
import { holderNow, playerOf, type DuelFlow } from '../../state/duelFlow.ts';
import { weaponText } from './duelText.ts';

interface FieldsProps {
  readonly index: number;
  readonly draft: RegisterDraft;
  readonly hand: readonly Card[];
  readonly fighter: FighterState;
  readonly choices: readonly ManeuverId[];
  /** What the holder declared in this register, for the side declaring second. */
  readonly against: string | null;
  readonly onChange: (draft: RegisterDraft) => void;
}

function RegisterFields({ index, draft, hand, fighter, choices, against, onChange }: FieldsProps) {
  const n = index + 1;
  const m = draft.maneuver;
  const rule = m ? MANEUVERS[m] : null;
  const set = (change: Partial<RegisterDraft>) => onChange({ ...draft, ...change });
  return (
    <li>
      <fieldset className="duel-fields" data-testid={`register-fields-${n}`}>
        <legend>
          Register {n}
          {against !== null && <span className="muted"> · {against}</span>}
        </legend>
        <label>
          Maneuver
          <select aria-label={`Maneuver in register ${n}`} value={m ?? ''} onChange={(e) => set({ maneuver: (e.target.value || null) as ManeuverId | null })}>
            <option value="">nothing</option>
            {choices.map((c) => (
              <option key={c} value={c}>
                {maneuverName(c)}
              </option>
            ))}
          </select>
        </label>
        {m && (
          <label>
            Card
            <select aria-label={`Card in register ${n}`} value={draft.card} onChange={(e) => set({ card: Number(e.target.value) })}>
              {hand.map((card, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a card's place in the hand is its identity (two may read the same)
                <option key={i} value={i}>
                  {cardText(card)}
                </option>
              ))}
            </select>
          </label>
        )}
        {rule?.armed && m !== 'shield-bash' && fighter.offHand && (
          <label>
            With
            <select aria-label={`Weapon in register ${n}`} value={draft.hand} onChange={(e) => set({ hand: e.target.value as 'main' | 'off' })}>
              <option value="main">{weaponText(fighter.weapon)}</option>
              <option value="off">{weaponText(fighter.offHand)}</option>
            </select>
          </label>
        )}
        {(rule?.stepsForward || m === 'parry') && (
          <label className="inline">
            <input type="checkbox" checked={draft.step} onChange={(e) => set({ step: e.target.checked })} />
            {m === 'parry' ? 'step back' : 'step forward'} <span className="muted">(−2 if not)</span>
          </label>
        )}
        {m === 'called-shot' && (
          <label>
            At the
            <select aria-label={`Location in register ${n}`} value={draft.location} onChange={(e) => set({ location: e.target.value as HitLocation })}>
              {HIT_LOCATIONS.map((l) => (
                <option key={l} value={l}>
                  {l.replace('-', ' ')}
                </option>
              ))}
            </select>
          </label>
        )}
        {m === 'parry' && hand[draft.card]?.hit && (
          <label className="inline">
            <input type="checkbox" checked={draft.riposte} onChange={(e) => set({ riposte: e.target.checked })} />
            riposte <span className="muted">(a (hit) card: an unopposed attack)</span>
          </label>
        )}
        {m === 'change-weapon' && (
          <label>
            Draw
            <select aria-label={`Weapon drawn in register ${n}`} value={draft.newWeapon} onChange={(e) => set({ newWeapon: e.target.value as WeaponId })}>
              {drawChoices(fighter).map((w) => (
                <option key={w} value={w}>
                  {WEAPONS[w].name.toLowerCase()}
                </option>
              ))}
            </select>
          </label>
        )}
        {m === 'chop' && (
          <label>
            The limb's vitality
            <input type="number" min={0} max={50} value={draft.appendageVitality} onChange={(e) => set({ appendageVitality: Number(e.target.value) || 0 })} />
          </label>
        )}
      </fieldset>
    </li>
  );
}

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
      <ol className="duel-registers">
        {drafts.map((draft, i) => (
          <RegisterFields
            // biome-ignore lint/suspicious/noArrayIndexKey: registers are places, not items
            key={i}
            index={i}
            draft={draft}
            hand={hand}
            fighter={fighter}
            choices={choices}
            against={theirs ? maneuverOrNothing(theirs[i] ?? null, them) : null}
            onChange={(d) => setDrafts((all) => all.map((old, j) => (j === i ? d : old)))}
          />
        ))}
      </ol>
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
