// A player plans orders by e-mail exactly as in a hotseat game: the same game store, clicks, previews,
// plan list and take-backs, started from the campaign's map instead of a scenario. Only ending the turn
// differs: by e-mail the referee ends it, once every plan is in, so here it is refused with a pointer to
// the export. The store is the player's alone (no autosave): the hotseat game in this browser is untouched.
import type { Campaign } from '../../io/pbem/campaign/stage.ts';
import { scenarioFromData } from '../../io/scenarioFromData.ts';
import { activePlayer, takeOrdersFrom, type GameState, type PlannableOrder, type UnitId } from '../../rules/index.ts';
import { coloursOf } from '../colours.ts';
import { createGameApp, type GameApp } from '../gameApp.ts';
import type { GameSession, KnownUnit } from '../session.ts';

export type PlanningSession = { ok: true; session: GameSession } | { ok: false; reason: string };

const EXPORT_INSTEAD = 'by e-mail the referee ends the turn: press "Export signed orders" and send the file';

function knownUnits(state: GameState): Record<UnitId, KnownUnit> {
  return Object.fromEntries(Object.values(state.units).map((u) => [u.id, { type: u.type, owner: u.owner }]));
}

/** The session in which `me` plans the open phase's orders, or why they cannot now. */
export function planningSession(campaign: Campaign, me: string): PlanningSession {
  const { stage } = campaign;
  if (stage.kind !== 'orders' || !stage.from.includes(me)) return { ok: false, reason: `no orders are due from ${me} now` };
  const scenario = scenarioFromData(campaign.doc.scenario);
  if ('error' in scenario) return { ok: false, reason: scenario.error };
  // A week takes every plan against the same map: the state where `me` is the one planning.
  const state = campaign.start.week ? takeOrdersFrom(campaign.start, me) : campaign.start;
  if (typeof state === 'string') return { ok: false, reason: state };
  if (activePlayer(state).id !== me) return { ok: false, reason: `it is not ${me}'s turn` };
  const session: GameSession = {
    scenario,
    seed: 0,
    played: [],
    state,
    colours: coloursOf(scenario),
    log: [],
    lastReport: null,
    knownUnits: knownUnits(state),
  };
  return { ok: true, session };
}

/** A game app (store and a no-op autosave) planning `session`, curtain lifted, that will not end the turn. */
export function createPlanningApp(session: GameSession): GameApp {
  const app = createGameApp({ storage: null });
  const { store } = app;
  store.getState().loadSession(session);
  store.getState().confirmHandoff();
  store.setState({
    endTurn: () =>
      store.setState((d) => {
        d.ui.refusal = EXPORT_INSTEAD;
        d.ui.notice = null;
      }),
  });
  return app;
}

/** The orders planned so far in `app`, in the order given. */
export function plannedOrders(app: GameApp): PlannableOrder[] {
  const session = app.store.getState().session;
  return session ? session.state.pending.map((p) => p.order) : [];
}
