// One register of a duelist's round: its maneuver, the card of its own hand, and whatever the maneuver takes
// (the hand it is made with, stepping, a location, a riposte, a weapon drawn, a limb). Native controls only, so
// Tab, arrows and Enter play it. Used by the duel at one screen and by a duel by e-mail.
import { WEAPONS, type WeaponId } from '../../rules/index.ts';
import { cardText, HIT_LOCATIONS, MANEUVERS, type Card, type FighterState, type HitLocation, type ManeuverId } from '../../rules/champions/index.ts';
import { drawChoices, maneuverName, type RegisterDraft } from '../../state/duelDrafts.ts';
import { weaponText } from './duelText.ts';

export interface RegisterFieldsProps {
  readonly index: number;
  readonly draft: RegisterDraft;
  readonly hand: readonly Card[];
  readonly fighter: FighterState;
  readonly choices: readonly ManeuverId[];
  /** What the other declared in this register (its maneuver type only), for the side declaring second. */
  readonly against: string | null;
  readonly onChange: (draft: RegisterDraft) => void;
}

export interface RegisterListProps {
  readonly drafts: readonly RegisterDraft[];
  readonly hand: readonly Card[];
  readonly fighter: FighterState;
  readonly choices: readonly ManeuverId[];
  /** What the other declared in register `index`, or null when this side declares first. */
  readonly against: (index: number) => string | null;
  /** The drafts with one register changed. */
  readonly onChange: (drafts: RegisterDraft[]) => void;
}

/** Every register of a round, in order, each changed on its own. */
export function RegisterList({ drafts, hand, fighter, choices, against, onChange }: RegisterListProps) {
  return (
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
          against={against(i)}
          onChange={(d) => onChange(drafts.map((old, j) => (j === i ? d : old)))}
        />
      ))}
    </ol>
  );
}

export function RegisterFields({ index, draft, hand, fighter, choices, against, onChange }: RegisterFieldsProps) {
  const n = index + 1;
  const m = draft.maneuver;
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
        {m && <ManeuverOptions n={n} maneuver={m} draft={draft} hand={hand} fighter={fighter} set={set} />}
      </fieldset>
    </li>
  );
}

interface OptionsProps {
  readonly n: number;
  readonly maneuver: ManeuverId;
  readonly draft: RegisterDraft;
  readonly hand: readonly Card[];
  readonly fighter: FighterState;
  readonly set: (change: Partial<RegisterDraft>) => void;
}

/** What the maneuver chosen takes besides its card: the hand it is made with, stepping, a location, a riposte, a weapon drawn, a limb. */
function ManeuverOptions({ n, maneuver: m, draft, hand, fighter, set }: OptionsProps) {
  const rule = MANEUVERS[m];
  return (
    <>
      {rule.armed && m !== 'shield-bash' && fighter.offHand && (
        <label>
          With
          <select aria-label={`Weapon in register ${n}`} value={draft.hand} onChange={(e) => set({ hand: e.target.value as 'main' | 'off' })}>
            <option value="main">{weaponText(fighter.weapon)}</option>
            <option value="off">{weaponText(fighter.offHand)}</option>
          </select>
        </label>
      )}
      {(rule.stepsForward || m === 'parry') && (
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
    </>
  );
}
