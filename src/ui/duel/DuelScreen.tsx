// Champions: the duel screen, shown instead of the board when End turn finds hero-against-hero attacks in
// the plan. The duels are played here one after the other (src/state/duelFlow.ts steps them with the
// rules' engine), then the turn ends carrying them; Call off goes back to planning with nothing recorded, until
// a hand is shown. Each step is kept in the store, which the autosave keeps once a hand is shown: a reload
// reopens the duels where they stood (src/state/duelSave.ts). Fetched only when a game has a duel to play
// (src/ui/App.tsx).
import { useState } from 'react';
import { describeHex, type Declaration } from '../../rules/index.ts';
import { computerOnTurn } from '../../state/computer/seats.ts';
import { computerSeats } from '../../state/duelComputer.ts';
import { declare, fight, hesitate, next, nextDuel, showHand, startDuels, type DuelFlow } from '../../state/duelFlow.ts';
import { plannedDuels } from '../../state/duelPlan.ts';
import type { GameSession } from '../../state/session.ts';
import { useGame, useGameStore } from '../../state/useGame.ts';
import { DeclareForm } from './DeclareForm.tsx';
import { CurtainStage, IntroStage, OverStage, RevealStage } from './DuelStages.tsx';
import { HeroPanel } from './HeroPanel.tsx';
import './duel.css';

export default function DuelScreen() {
  const session = useGame((s) => s.session);
  // The router shows this screen only for a game with duels to play (src/state/router.ts).
  return session && <Duels session={session} />;
}

function Duels({ session }: { session: GameSession }) {
  const store = useGameStore();
  // The duels so far (reopened from a save, say); else they start here, and the store has them from the first step.
  const kept = useGame((s) => s.ui.duel?.flow ?? null);
  const notice = useGame((s) => s.ui.notice);
  const [start] = useState(() => (kept ? null : startDuels(session.state, plannedDuels(session.state), computerSeats(session.scenario.players))));
  const flow = kept ?? (start?.ok ? start.flow : null);
  // A computer's duel is not the person's to call off (its plan would only make it again); one the rules cannot
  // play ends the computer's turn without it.
  const computerTurn = computerOnTurn(session) !== null;
  const leave = (curtain: boolean) => (computerTurn ? store.getState().dropComputerDuels() : store.getState().cancelDuels(curtain));
  if (!flow)
    return <Broken message={start && !start.ok ? start.message : 'there is no duel to play'} onBack={() => leave(false)} computerTurn={computerTurn} />;
  const callOff = computerTurn ? null : () => leave(flow.handedOver);
  const setFlow = (changed: DuelFlow) => store.getState().stepDuel(changed);
  const after = (changed: DuelFlow) => {
    if (changed.stage.kind === 'done') store.getState().playDuels(changed.plays);
    else setFlow(changed);
  };
  const { stage } = flow;
  if (stage.kind === 'broken') return <Broken message={stage.message} onBack={() => leave(flow.handedOver)} computerTurn={computerTurn} />;
  if (stage.kind === 'curtain') {
    const owner = playerOf(flow, stage.side);
    return (
      <main className="duel duel--curtain">
        <CurtainStage flow={flow} side={stage.side} colour={session.colours[owner] ?? '#888'} onShow={() => setFlow(showHand(flow))} />
        {!flow.handsShown && callOff && <CallOff onCallOff={callOff} />}
      </main>
    );
  }
  return (
    <main className="duel" data-testid="duel-screen">
      <Header flow={flow} onCallOff={callOff} />
      {notice && (
        <p role="status" className="message message--notice">
          {notice}
        </p>
      )}
      <div className="duel__heroes">
        <HeroPanel flow={flow} side={0} />
        <HeroPanel flow={flow} side={1} />
      </div>
      {stage.kind === 'intro' && (
        <IntroStage key={`intro-${flow.hesitate.length}`} flow={flow} onFight={() => setFlow(fight(flow))} onHesitate={() => after(hesitate(flow))} />
      )}
      {stage.kind === 'declare' && (
        <DeclareForm
          key={`declare-${flow.duel.round}-${stage.side}`}
          flow={flow}
          side={stage.side}
          problem={stage.problem}
          onDeclare={(registers: readonly (Declaration | null)[]) => setFlow(declare(flow, registers))}
        />
      )}
      {stage.kind === 'reveal' && (
        <RevealStage key={`reveal-${flow.reports.length}-${stage.shown}`} flow={flow} shown={stage.shown} onNext={() => setFlow(next(flow))} />
      )}
      {stage.kind === 'over' && <OverStage flow={flow} onNext={() => after(nextDuel(flow))} />}
    </main>
  );
}

const playerOf = (flow: DuelFlow, side: 0 | 1): string => (side === 0 ? flow.duels[flow.index]?.attacker.owner : flow.duels[flow.index]?.defender.owner) ?? '';

function Header({ flow, onCallOff }: { flow: DuelFlow; onCallOff: (() => void) | null }) {
  const spot = flow.duels[flow.index];
  const [a, d] = flow.duel.combatants;
  return (
    <header className="duel__header">
      <div>
        <h1>
          Duel at {spot ? describeHex(spot.target) : ''}: {a.name} against {d.name}
        </h1>
        <p className="muted">
          {flow.duels.length > 1 && `Duel ${flow.index + 1} of ${flow.duels.length} · `}Champions: the heroes fight with cards, at most {flow.duel.maxRounds}{' '}
          rounds.
        </p>
      </div>
      {flow.handsShown || !onCallOff ? (
        <p className="muted">{flow.handsShown ? 'Cards have been shown: the duel is fought to its end.' : 'A computer’s duel is fought to its end.'}</p>
      ) : (
        <CallOff onCallOff={onCallOff} />
      )}
    </header>
  );
}

function CallOff({ onCallOff }: { onCallOff: () => void }) {
  return (
    <button type="button" className="duel__call-off" onClick={onCallOff}>
      Call off the duel
    </button>
  );
}

function Broken({ message, onBack, computerTurn }: { message: string; onBack: () => void; computerTurn: boolean }) {
  return (
    <main className="centred duel" data-testid="duel-broken">
      <h1>The duel cannot be played</h1>
      <p role="alert" className="message message--refusal">
        {message}
      </p>
      <button type="button" className="primary big" onClick={onBack}>
        {computerTurn ? 'End its turn without the duel' : 'Back to planning'}
      </button>
    </main>
  );
}
