import {
  DUEL_ROUNDS,
  describeHex,
  fractionText,
  isDuel,
  UNITS,
  unitAt,
  type GameState,
  type HexCoord,
  type ShownModifier,
  type Unit,
} from '../../rules/index.ts';
import { heroOf } from '../../state/duelPlan.ts';
import { attackPreview, previewTarget, type PreviewSide } from '../../state/attackPreview.ts';
import { ownUnitAt } from '../../state/selection.ts';
import type { UiState } from '../../state/session.ts';
import { signed } from '../../rules/text/names.ts';
import { ExpectedLosses, nobodyFalls, OutcomeOdds } from './OutcomeOdds.tsx';

/** Characters of the exact chance shown beside the percentage. */
const MAX_SHOWN_FRACTION = 15;

function ModifierList({ modifiers }: { modifiers: readonly ShownModifier[] }) {
  if (modifiers.length === 0) return null;
  return (
    <ul className="modifiers">
      {modifiers.map((m) => (
        <li key={m.source + m.label} data-source={m.source}>
          {signed(m.value)} {m.label}
        </li>
      ))}
    </ul>
  );
}

function Side({ side, owner }: { side: PreviewSide; owner: string }) {
  return (
    <li>
      {owner}'s {UNITS[side.unit.type].name} at {describeHex(side.unit.at)}: {side.strength}
      {!side.planned && <span className="muted"> (this unit)</span>}
      {side.notes.map((note) => (
        <div key={note} className="reroll">
          {note}
        </div>
      ))}
      <ModifierList modifiers={side.modifiers} />
    </li>
  );
}

function WholeSide({ side, modifiers }: { side: string; modifiers: readonly ShownModifier[] }) {
  if (modifiers.length === 0) return null;
  return (
    <>
      <p className="muted">Added once to the whole {side}:</p>
      <ModifierList modifiers={modifiers} />
    </>
  );
}

/** Champions: a hero attacking a hero rolls no dice, it fights a duel with cards once End turn is pressed. */
function DuelPreview({ state, attacker, defender, target }: { state: GameState; attacker: Unit; defender: Unit; target: HexCoord }) {
  return (
    <section className="panel" aria-labelledby="preview-title" data-testid="attack-preview">
      <h2 id="preview-title">Duel at {describeHex(target)}</h2>
      <p>
        {heroOf(state, attacker).name} against {heroOf(state, defender).name}, with cards, up to {DUEL_ROUNDS} rounds: both players choose their maneuvers at
        the screen when the turn ends.
      </p>
      <p className="muted">Wounds stay on the heroes; a hero beaten to vitality 0 is destroyed.</p>
    </section>
  );
}

/** The exact chance of the fight the selected unit would join (or has joined), every modifier by source. */
export function AttackPreviewPanel({ state, ui }: { state: GameState; ui: UiState }) {
  const unit = ownUnitAt(state, ui.selected);
  const target = unit ? previewTarget(state, unit, [ui.hovered, ui.cursor]) : null;
  const defender = target ? unitAt(state, target) : undefined;
  if (unit && target && defender && isDuel(unit, defender)) return <DuelPreview state={state} attacker={unit} defender={defender} target={target} />;
  const preview = unit && target ? attackPreview(state, unit, target) : null;
  if (!preview) return null;
  const owner = (id: string) => state.players.find((p) => p.id === id)?.name ?? id;
  const { attackerWins, outcomes, expectedLosses } = preview.odds;
  const exact = fractionText(attackerWins);
  // Unit names are plurals ("Kim's Warriors lose"); a pair is one player's, named once.
  const sideName = (sides: readonly PreviewSide[]) => `${owner(sides[0]?.unit.owner ?? '')}'s ${sides.map((s) => UNITS[s.unit.type].name).join(' and ')}`;
  return (
    <section className="panel" aria-labelledby="preview-title" data-testid="attack-preview">
      <h2 id="preview-title">Attack on {describeHex(preview.target)}</h2>
      {!nobodyFalls(preview.odds) && (
        <p className="odds">
          Chance to win:{' '}
          <strong data-testid="odds" title={exact}>
            {(attackerWins.value * 100).toFixed(1)}%
          </strong>{' '}
          {/* A fraction of thousands of dice (a long Warfare fight) says nothing at a glance: it stays on hover. */}
          {exact.length <= MAX_SHOWN_FRACTION && (
            <span className="muted" data-testid="odds-fraction">
              ({exact})
            </span>
          )}
        </p>
      )}
      {outcomes && <OutcomeOdds outcomes={outcomes} attack={sideName(preview.attackers)} defence={sideName([preview.defender])} />}
      {expectedLosses && <ExpectedLosses losses={expectedLosses} attackers={preview.attackers.map((s) => UNITS[s.unit.type].name)} />}
      <h3>{preview.labels.attack}</h3>
      <ul className="sides">
        {preview.attackers.map((side) => (
          <Side key={side.unit.id} side={side} owner={owner(side.unit.owner)} />
        ))}
      </ul>
      <WholeSide side="attack" modifiers={preview.attackModifiers} />
      <h3>{preview.labels.defence}</h3>
      <ul className="sides">
        <Side side={preview.defender} owner={owner(preview.defender.unit.owner)} />
      </ul>
      <WholeSide side="defence" modifiers={preview.defenceModifiers} />
      {preview.notes.map((note) => (
        <p key={note} className="muted">
          {note}
        </p>
      ))}
      <p className="muted" data-testid="if-defeated">
        {preview.ifDefeated}
      </p>
      {preview.earlierFights > 0 && (
        <p className="muted" data-testid="odds-assumption">
          Counts the builds and moves you planned; assumes the {preview.earlierFights === 1 ? 'fight' : `${preview.earlierFights} fights`} you declared before
          this one change nothing here.
        </p>
      )}
    </section>
  );
}
