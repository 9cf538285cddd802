// The turn report spans every turn since the active player's last one: in a game of three, each player reads the
// other two players' turns, every fight with its dice, and the start of their own.
import { describe, expect, test } from 'vitest';
import { groupByTurn, sinceLastTurn } from '../../src/state/eventLog.ts';
import type { GameStoreApi } from '../../src/state/gameStore.ts';
import { reportTurns } from '../../src/state/selectors.ts';
import type { LoggedEvent } from '../../src/state/session.ts';
import { karnageReport } from '../support/karnageReport.ts';
import { THREE, threePlayers } from '../support/threePlayers.ts';
import { sessionOf, startedStore } from './gameFixtures.ts';

/** The active player attacks `target` from `from` and ends the turn, saying yes to the question, passing on the results. */
function attackAndEnd(store: GameStoreApi, from: { col: number; row: number }, target: { col: number; row: number }): void {
  store.getState().clickHex(from);
  store.getState().clickHex(target);
  store.getState().endTurn();
  store.getState().confirmEndTurn();
  store.getState().passTurnOn();
  store.getState().confirmHandoff();
}

const turnsOf = (store: GameStoreApi) => reportTurns(sessionOf(store)).map((t) => [t.player, t.turnNumber]);
const fights = (events: readonly LoggedEvent[]) => events.filter((e) => e.event.type === 'COMBAT_RESOLVED');

describe('the turn report of a game of three', () => {
  test('Cara reads Ann’s turn and Bob’s, each fight with its dice, then the start of her own', () => {
    const { store } = startedStore(threePlayers());
    attackAndEnd(store, THREE.annCavalry, THREE.bobGrunts);
    attackAndEnd(store, THREE.bobWarriors, THREE.caraWardens);
    expect(turnsOf(store)).toEqual([
      ['ann', 1],
      ['bob', 2],
      ['cara', 3],
    ]);
    const [ann, bob] = reportTurns(sessionOf(store));
    expect([ann!, bob!].map((turn) => fights(turn.events).length)).toEqual([1, 1]);
    for (const turn of [ann!, bob!]) {
      const [fight] = fights(turn.events);
      const report = fight?.event.type === 'COMBAT_RESOLVED' ? karnageReport(fight.event.report) : undefined;
      expect(report?.defender.roll.faces.length).toBeGreaterThan(0);
    }
  });

  test('Ann’s next turn: Bob’s and Cara’s turns, not her own', () => {
    const { store } = startedStore(threePlayers());
    attackAndEnd(store, THREE.annCavalry, THREE.bobGrunts);
    attackAndEnd(store, THREE.bobWarriors, THREE.caraWardens);
    store.getState().endTurn();
    store.getState().confirmEndTurn();
    store.getState().passTurnOn();
    expect(turnsOf(store)).toEqual([
      ['bob', 2],
      ['cara', 3],
      ['ann', 4],
    ]);
  });

  test('a decided game tells the turn that decided it', () => {
    const { store } = startedStore(threePlayers());
    const session = sessionOf(store);
    const decided = {
      ...session,
      state: { ...session.state, result: { kind: 'draw' as const, players: ['ann', 'bob', 'cara'], reason: 'turn-limit' as const } },
    };
    const last: LoggedEvent[] = [{ round: 1, turnNumber: 1, player: 'ann', event: { type: 'TURN_ENDED', player: 'ann' } }];
    expect(reportTurns({ ...decided, lastReport: last })).toEqual([{ round: 1, turnNumber: 1, player: 'ann', events: last }]);
  });
});

describe('the span of the log', () => {
  const at = (player: string, turnNumber: number): LoggedEvent => ({
    round: 1,
    turnNumber,
    player,
    event: { type: 'TURN_STARTED', player, round: 1, turnNumber },
  });
  const log = [at('ann', 1), at('bob', 2), at('cara', 3), at('ann', 4), at('bob', 5)];

  test('back to the end of the player’s last turn; from the start for a player yet to play', () => {
    expect(sinceLastTurn(log, { player: 'bob', turnNumber: 5 })).toEqual(log.slice(2));
    expect(sinceLastTurn(log.slice(0, 4), { player: 'ann', turnNumber: 4 })).toEqual(log.slice(1, 4));
    expect(sinceLastTurn(log.slice(0, 3), { player: 'cara', turnNumber: 3 })).toEqual(log.slice(0, 3));
  });

  test('grouped by turn, in order', () => {
    expect(groupByTurn([at('ann', 1), at('ann', 1), at('bob', 2)]).map((t) => [t.player, t.events.length])).toEqual([
      ['ann', 2],
      ['bob', 1],
    ]);
  });
});
