// The duel screen's public steps: a round's opening (initiative, hesitating), the curtain that hands the
// screen over, the reveal register by register, and the duel's end.
import { useEffect, useRef } from 'react';
import type { Pair, RoundReport, Side } from '../../rules/index.ts';
import { other } from '../../rules/champions/index.ts';
import { holderNow, lastReport, mayHesitate, playerOf, type DuelFlow } from '../../state/duelFlow.ts';
import { RegisterView, RoundView } from './DuelReportView.tsx';
import { InitiativeCards } from './InitiativeCards.tsx';
import { endText, rangeText } from './duelText.ts';

/** The step's main button, focused when the step shows: Enter or Space acts on it. */
function useFocused<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

const namesOf = (flow: DuelFlow): Pair<string> => [flow.duel.combatants[0].name, flow.duel.combatants[1].name];

function FlowInitiativeCards({ flow }: { flow: DuelFlow }) {
  const { draw, best } = flow.opening.initiative;
  return draw ? <InitiativeCards names={namesOf(flow)} draw={draw} best={best} testId="initiative-cards" /> : null;
}

/** How the round's holder came to hold the initiative. */
function holdsText(round: RoundReport): string {
  const { holder, how, best } = round.initiative;
  switch (how) {
    case 'drawn':
      return `${holder} holds the initiative: ${best && best[0] === best[1] ? 'the best cards tie, and it wins the tie' : 'its best card is the higher'}`;
    case 'kept':
      return `${holder} keeps the initiative`;
    case 'feint':
      return `${holder} took the initiative with a feint`;
    case 'smash':
      return `${holder} was given the initiative by a smash`;
    default:
      return `${holder} holds the initiative (${how})`;
  }
}

/** The round opens in public: the range, the initiative and its cards; the holder fights or hesitates. */
export function IntroStage({ flow, onFight, onHesitate }: { flow: DuelFlow; onFight: () => void; onHesitate: () => void }) {
  const button = useFocused<HTMLButtonElement>();
  const holder = holderNow(flow);
  const names = namesOf(flow);
  const { round, maxRounds, range } = flow.duel;
  return (
    <section className="panel duel-intro" aria-labelledby="duel-round-title" data-testid="duel-intro">
      <h2 id="duel-round-title">
        Round {round} of {maxRounds} · {rangeText(range)}
      </h2>
      <FlowInitiativeCards flow={flow} />
      <p data-testid="initiative">{holdsText(flow.opening)}.</p>
      {flow.hesitate.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: hesitations happen once each, in turn
        <p key={i}>
          {names[s]} hesitated: the initiative goes to {names[other(s)]}.
        </p>
      ))}
      <p>
        <strong>{names[holder]}</strong> ({playerOf(flow, holder).name}) holds the initiative and declares first
        {mayHesitate(flow) && (
          <>
            , or hesitates and gives it to {names[other(holder)]}
            {flow.hesitate.length === 1 && ' (both hesitating ends the duel)'}
          </>
        )}
        .
      </p>
      <div className="button-row">
        <button type="button" className="primary big" ref={button} onClick={onFight}>
          {names[holder]} fights
        </button>
        {mayHesitate(flow) && (
          <button type="button" onClick={onHesitate}>
            {names[holder]} hesitates
          </button>
        )}
      </div>
    </section>
  );
}

/** The screen goes to one player: nothing of either hand is in the page until that player asks for it. */
export function CurtainStage({ flow, side, colour, onShow }: { flow: DuelFlow; side: Side; colour: string; onShow: () => void }) {
  const button = useFocused<HTMLButtonElement>();
  const { name } = playerOf(flow, side);
  return (
    <section className="centred duel-curtain" data-testid="duel-curtain">
      <span className="curtain__swatch" style={{ background: colour }} aria-hidden="true" />
      <h1>Pass the screen to {name}</h1>
      <p className="muted">
        {name} chooses {flow.duel.combatants[side].name}'s maneuvers for round {flow.duel.round}. Everyone else, look away.
      </p>
      <button type="button" className="primary big" ref={button} onClick={onShow}>
        {name}, show my hand
      </button>
    </section>
  );
}

/** The round's registers revealed one by one, both cards and every total; then where the round left the duel. */
export function RevealStage({ flow, shown, onNext }: { flow: DuelFlow; shown: number; onNext: () => void }) {
  const button = useFocused<HTMLButtonElement>();
  const report = lastReport(flow);
  if (!report || !flow.after) return null;
  const names = namesOf(flow);
  const all = shown >= report.registers.length;
  const after = flow.after;
  return (
    <section className="panel duel-reveal" aria-labelledby="duel-reveal-title" data-testid="duel-reveal">
      <h2 id="duel-reveal-title">Round {report.round}: the reveal</h2>
      {report.holder === null && <p>Both hesitated: the duel ends.</p>}
      {report.holder !== null && report.registers.length === 0 && <p>Neither played a maneuver.</p>}
      {report.registers.slice(0, shown).map((r) => (
        <RegisterView key={r.register} register={r} names={names} />
      ))}
      {all && (
        <p data-testid="round-after">
          After round {report.round}: {rangeText(after.range)}; {names[0]} vitality {after.fighters[0].vitality}, {names[1]} vitality{' '}
          {after.fighters[1].vitality}.{after.ended && <> The duel is over: {endText(after.ended)}.</>}
        </p>
      )}
      <div className="button-row">
        <button type="button" className="primary big" ref={button} onClick={onNext}>
          Next
        </button>
        <span className="muted">
          {!all ? `register ${shown + 1} of ${report.registers.length}` : after.ended ? 'the end of the duel' : `round ${after.round}`}
        </span>
      </div>
    </section>
  );
}

/** The duel's end: every round again, and the next duel or the end of the turn. */
export function OverStage({ flow, onNext }: { flow: DuelFlow; onNext: () => void }) {
  const button = useFocused<HTMLButtonElement>();
  const after = flow.after;
  if (!after) return null;
  const names = namesOf(flow);
  const more = flow.index + 1 < flow.duels.length;
  return (
    <section className="panel duel-over" aria-labelledby="duel-over-title" data-testid="duel-over">
      <h2 id="duel-over-title">The duel is over: {endText(after.ended ?? 'out of rounds')}</h2>
      <p>
        {names[0]} vitality {after.fighters[0].vitality}, {names[1]} vitality {after.fighters[1].vitality}.
      </p>
      <ol className="duel-rounds">
        {flow.reports.map((r) => (
          <RoundView key={r.round} round={r} names={names} />
        ))}
      </ol>
      <button type="button" className="primary big" ref={button} onClick={onNext}>
        {more ? 'Next duel' : 'End the turn'}
      </button>
    </section>
  );
}
