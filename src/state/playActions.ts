// What a click, a key or a button asks of the game in progress. Each command takes a step of the
// session (which asks the rules), then keeps the new session and what the screen shows of it in one
// change of the store; a refusal changes nothing but the message.
import { castDraft } from 'immer';
import { activePlayer, BUILDINGS, type BuildingId, type DuelPlay, type HexCoord, type PlannableOrder, type UnitTypeId } from '../rules/index.ts';
import { clickIntent } from './clickIntent.ts';
import { endTurnWithoutDuels } from './computer/dropDuels.ts';
import { computerOnTurn } from './computer/seats.ts';
import { describeOrder } from './describeOrder.ts';
import type { DuelFlow } from './duelFlow.ts';
import { ownBuildingAt, ownUnitAt, plannedOrderOf } from './selection.ts';
import { endTurnStep, keepSession, planStep, replanStep, takeBackStep, type SessionStep } from './sessionSlice.ts';
import type { StoreAccess } from './storeAccess.ts';
import { NO_TURN_END, passTurn, playable, turnEndActions, type TurnEndActions, type TurnEndSlice } from './turnEnd.ts';
import { moveCursor, refuse, settle, type Menu, type UiState } from './uiSlice.ts';

/** The commands of play; ending the turn, and the slice it keeps, are ./turnEnd.ts's. */
export interface PlayActions extends TurnEndSlice, TurnEndActions {
  clickHex(hex: HexCoord): void;
  /** Enter: the same as clicking the cursor's hex. */
  activateCursor(): void;
  planDefend(): void;
  planBuild(building: BuildingId): void;
  planRecruit(at: HexCoord, unitType: UnitTypeId): void;
  takeBack(index: number): void;
  takeBackLast(): void;
  toggleAdvance(): void;
  openMenu(menu: Menu): void;
  /** The duels played: the turn ends with them, or the rules' reason to refuse shows and the plan stays. */
  playDuels(duels: readonly DuelPlay[]): void;
  /** The duel screen's step (src/state/duelFlow.ts): kept in the store, and by the autosave once a hand is shown. */
  stepDuel(flow: DuelFlow): void;
  /**
   * The duels called off: back to planning, nothing recorded; behind the curtain if the other player had the
   * screen. Refused once a hand has been shown (unless the rules cannot go on): the duel is fought to its end.
   */
  cancelDuels(curtain: boolean): void;
  /** A computer's duel the rules cannot play: its turn ends without its hero attacks (./computer/dropDuels.ts). */
  dropComputerDuels(): void;
}

/** Keeps the step's session with the screen's `change`, or shows the rules' reason to refuse it. */
function apply({ set }: StoreAccess, step: SessionStep, change: Partial<UiState> = {}): void {
  set((d) => {
    if (!step.ok) return refuse(d.ui, step.reason);
    keepSession(d, step.session);
    settle(d.ui, change);
  });
}

function plan(api: StoreAccess, order: PlannableOrder, change: Partial<UiState> = {}): void {
  const session = playable(api);
  if (session) apply(api, planStep(session, order), change);
}

function refuseWith({ set }: StoreAccess, reason: string): void {
  set((d) => refuse(d.ui, reason));
}

/** The selected unit of the player whose turn it is, or a refusal saying to select one. */
function requireUnit(api: StoreAccess, what: string) {
  const { session, ui } = api.get();
  const unit = session ? ownUnitAt(session.state, ui.selected) : undefined;
  if (!unit) refuseWith(api, `select one of your units first to ${what}`);
  return unit;
}

function clickHex(api: StoreAccess, hex: HexCoord): void {
  const session = playable(api);
  if (!session || session.state.result) return;
  const { ui } = api.get();
  const intent = clickIntent(session.state, ui.selected, hex, ui.advance);
  if (intent.kind === 'order') {
    plan(api, intent.order, { menu: null });
    return;
  }
  api.set((d) => {
    d.ui.selected = intent.kind === 'select' ? castDraft(intent.hex) : null;
    settle(d.ui, { menu: null });
  });
}

function takeBack(api: StoreAccess, index: number): void {
  const session = playable(api);
  if (!session) return;
  const step = takeBackStep(session, index);
  // The first event is the order itself; any other withdrawn order went with it.
  const also = step.ok
    ? step.events.slice(1).flatMap((e) => (e.type === 'ORDER_WITHDRAWN' ? [`${describeOrder(session.state, e.order)} (${e.reason})`] : []))
    : [];
  apply(api, step, { notice: also.length > 0 ? `Also taken back: ${also.join('; ')}` : null });
}

/** On a planned attack, changes whether it advances; otherwise sets it for the attacks to come. */
function toggleAdvance(api: StoreAccess): void {
  const session = playable(api);
  if (!session) return;
  const unit = ownUnitAt(session.state, api.get().ui.selected);
  const planned = unit ? plannedOrderOf(session.state, unit.id) : null;
  const attack = planned?.planned.order;
  if (!planned || attack?.type !== 'ATTACK') {
    api.set((d) => {
      d.ui.advance = !d.ui.advance;
    });
    return;
  }
  const advance = !(attack.advance ?? false);
  const { advance: _dropped, ...rest } = attack;
  apply(api, replanStep(session, planned.index, advance ? { ...rest, advance: true } : rest), { advance });
}

function openMenu(api: StoreAccess, menu: Menu): void {
  const session = playable(api);
  if (!session) return;
  if (menu === 'build' && !requireUnit(api, 'build')) return;
  if (menu === 'recruit') {
    const building = ownBuildingAt(session.state, api.get().ui.selected);
    if (!building || BUILDINGS[building.type].recruits === 'none') {
      refuseWith(api, 'select one of your buildings that recruits (Keep, Barracks or Stable) first');
      return;
    }
  }
  api.set((d) => {
    d.ui.menu = d.ui.menu === menu ? null : menu;
    d.ui.refusal = null;
  });
}

function playDuels(api: StoreAccess, duels: readonly DuelPlay[]): void {
  const { session, ui } = api.get();
  if (!session || !ui.duel) return;
  passTurn(api, endTurnStep(session, ui.duel.rolls ?? undefined, duels));
}

function stepDuel({ set }: StoreAccess, flow: DuelFlow): void {
  set((d) => {
    if (!d.ui.duel) return;
    d.ui.duel.flow = castDraft(flow);
    // A note from reopening the duel (src/state/duelResume.ts) has been read by now.
    d.ui.notice = null;
  });
}

function cancelDuels({ set }: StoreAccess, curtain: boolean): void {
  set((d) => {
    const flow = d.ui.duel?.flow;
    if (!d.ui.duel || (flow?.handsShown && flow.stage.kind !== 'broken')) return;
    settle(d.ui, { duel: null, curtain, notice: 'The duel was called off: the plan is as it was.' });
  });
}

function dropComputerDuels(api: StoreAccess): void {
  const { session, ui } = api.get();
  const flow = ui.duel?.flow;
  // Only when the duel cannot be played: it never started, or the rules stopped it.
  if (!session || !ui.duel || (flow && flow.stage.kind !== 'broken') || !computerOnTurn(session)) return;
  passTurn(api, endTurnWithoutDuels(session, flow?.plays ?? []));
}

export function playActions(api: StoreAccess): PlayActions {
  return {
    ...NO_TURN_END,
    ...turnEndActions(api),
    clickHex: (hex) => clickHex(api, hex),
    activateCursor: () => {
      const { cursor } = api.get().ui;
      if (cursor) clickHex(api, cursor);
      else moveCursor(api, 'left');
    },
    planDefend: () => {
      const unit = requireUnit(api, 'defend');
      if (unit) plan(api, { type: 'DEFEND', player: unit.owner, unit: unit.id });
    },
    planBuild: (building) => {
      const unit = requireUnit(api, 'build');
      if (unit) plan(api, { type: 'BUILD', player: unit.owner, unit: unit.id, building }, { menu: null });
    },
    planRecruit: (at, unitType) => {
      const session = api.get().session;
      if (session) plan(api, { type: 'RECRUIT', player: activePlayer(session.state).id, at, unitType }, { menu: null });
    },
    takeBack: (index) => takeBack(api, index),
    takeBackLast: () => {
      const pending = api.get().session?.state.pending.length ?? 0;
      if (pending > 0) takeBack(api, pending - 1);
      else refuseWith(api, 'there is no planned order to take back');
    },
    toggleAdvance: () => toggleAdvance(api),
    openMenu: (menu) => openMenu(api, menu),
    playDuels: (duels) => playDuels(api, duels),
    stepDuel: (flow) => stepDuel(api, flow),
    cancelDuels: (curtain) => cancelDuels(api, curtain),
    dropComputerDuels: () => dropComputerDuels(api),
  };
}
