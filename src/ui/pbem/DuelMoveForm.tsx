// A duelist's move by e-mail: hesitate (when it may), or declare its registers — maneuver, card of its own
// hand, and the options the maneuver takes — with the rules' refusal of the move as it stands shown live,
// then signed and saved for the referee alone. Native controls only, so Tab, arrows and Enter play it.
import { useMemo, useState, type FormEvent } from 'react';
import { moveProblem, type DuelMoveChoice, type DuelView } from '../../io/pbem/campaign/duelPlayer.ts';
import { WEAPONS, type WeaponId } from '../../rules/index.ts';
import { cardText, HIT_LOCATIONS, MANEUVERS, type Card, type FighterState, type HitLocation, type ManeuverId } from '../../rules/champions/index.ts';
import { drawChoices, maneuverName, type RegisterDraft } from '../../state/duelDrafts.ts';
import { draftedRegisters, duelChoices, duelTurnFacts, firstDrafts } from '../../state/pbem/duelTurnView.ts';
import { download } from '../download.ts';
import { weaponText } from '../duel/duelText.ts';
import { pbemStores } from './pbemStores.ts';

interface RowProps {
  readonly index: number;
  readonly draft: RegisterDraft;
  readonly hand: readonly Card[];
  readonly fighter: FighterState;
  readonly choices: readonly ManeuverId[];
  /** The other's maneuver type in this register, when this duelist declares second. */
  readonly against: string | null;
  readonly onChange: (draft: RegisterDraft) => void;
}

function RegisterRow({ index, draft, hand, fighter, choices, against, onChange }: RowProps) {
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

const player = () => pbemStores().player.getState();

/** The duelist's move: its registers (or a hesitation), the rules' word on it as it stands, and the signed file. */
export function DuelMoveForm({ view }: { view: DuelView }) {
  const facts = useMemo(() => duelTurnFacts(view), [view]);
  const [drafts, setDrafts] = useState<RegisterDraft[]>(() => firstDrafts(view));
  const [saved, setSaved] = useState<string | null>(null);
  const choices = useMemo(() => duelChoices(view), [view]);
  const registers = useMemo(() => draftedRegisters(view, drafts), [view, drafts]);
  const problem = useMemo(() => moveProblem(view, { registers }), [view, registers]);
  const other = facts.heroes[facts.side === 0 ? 1 : 0].name;
  const fighter = view.duel.fighters[facts.side];
  const sign = (choice: DuelMoveChoice) =>
    void player()
      .exportDuelMove(choice)
      .then((file) => {
        if (!file) return;
        download(new Blob([file.text], { type: 'application/json' }), file.name);
        setSaved(file.name);
      });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sign({ registers });
  };
  return (
    <form className="panel duel-declare" onSubmit={submit} aria-labelledby="duel-move-title" data-testid="duel-move-form" noValidate>
      <h2 id="duel-move-title">Your move: {facts.first ? `declare second, against ${other}'s maneuvers` : 'you hold the initiative and declare first'}</h2>
      <p className="muted">
        Up to {Math.min(facts.maneuversAllowed, facts.hand.length)} maneuvers, one card of your hand each.{' '}
        {facts.first
          ? `${other} declared first: you see its maneuver types, never its cards. Your move goes to the referee alone.`
          : `Only your maneuver types go to ${other} before the round is published; your cards stay sealed with the referee.`}
      </p>
      <ol className="duel-registers">
        {drafts.map((draft, i) => (
          <RegisterRow
            // biome-ignore lint/suspicious/noArrayIndexKey: registers are places, not items
            key={i}
            index={i}
            draft={draft}
            hand={facts.hand}
            fighter={fighter}
            choices={choices}
            against={facts.first ? `${other}: ${facts.first[i] ? maneuverName(facts.first[i]) : 'nothing'}` : null}
            onChange={(d) => setDrafts((all) => all.map((old, j) => (j === i ? d : old)))}
          />
        ))}
      </ol>
      <p className={problem ? 'message message--refusal' : 'message message--notice'} aria-live="polite" data-testid="duel-move-problem">
        {problem ? `The rules refuse this move: ${problem}` : 'The rules take this move (as far as they can without the other’s cards).'}
      </p>
      <div className="button-row">
        <button type="submit" className="primary">
          Sign and save my move
        </button>
        {facts.mayHesitate && (
          <button type="button" aria-describedby="duel-hesitate-note" onClick={() => sign({ hesitate: true })}>
            Hesitate
          </button>
        )}
      </div>
      {facts.mayHesitate && (
        <p className="muted" id="duel-hesitate-note">
          Hesitating gives the initiative to {other}, who then declares first
          {facts.hesitated.length === 1 ? '; both hesitating ends the duel' : ', or hesitates in turn'}.
        </p>
      )}
      {saved && (
        <p className="sent" data-testid="duel-move-saved">
          Saved {saved}: send it to the referee alone.
        </p>
      )}
    </form>
  );
}
