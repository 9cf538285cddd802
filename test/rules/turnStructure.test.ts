import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TURN_STRUCTURES,
  activePlayer,
  checkScenario,
  playOrder,
  startGame,
  stateHash,
  turnStructureOf,
  validateOrder,
  type Scenario,
  type TurnStructure,
  type TurnStructureId,
} from '../../src/rules/index.ts';
import { board, endTurn, play, scenario } from './helpers.ts';

// The seam between the rules and the turn structure (src/rules/turnStructure.ts): who may order now,
// and what END_TURN sets off, come from the structure a scenario's `mode` names.

const twoArmies = () =>
  scenario(
    ['gggg'],
    [
      ['a', 'ann', 'footmen', 0, 0],
      ['x', 'bob', 'grunts', 3, 0],
    ],
    [
      ['keep', 'ann', 0, 0],
      ['keep', 'bob', 3, 0],
    ],
  );
const started = (s: Scenario) => {
  const outcome = startGame(s, 1);
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.state;
};

/** A stub structure for the test only: anyone still in the game may order; END_TURN is the hotseat's. */
const anyone: TurnStructure = {
  id: 'anyone' as TurnStructureId,
  cannotOrder: (_state, player) => (player.eliminated ? `${player.name} is out of the game` : null),
  begin: (recorder) => TURN_STRUCTURES.hotseat.begin(recorder),
  onEndTurn: vi.fn((recorder, order, dice) => TURN_STRUCTURES.hotseat.onEndTurn(recorder, order, dice)),
};
const registry = TURN_STRUCTURES as Record<string, TurnStructure>;

describe('a turn structure decides who may order', () => {
  afterEach(() => {
    delete registry.anyone;
    vi.clearAllMocks();
  });

  it('hotseat, the default: only the active player', () => {
    const state = started(twoArmies());
    expect(turnStructureOf(state).id).toBe('hotseat');
    expect(activePlayer(state).id).toBe('ann');
    expect(validateOrder(state, { type: 'DEFEND', player: 'bob', unit: 'x' })).toEqual({ ok: false, reason: "it is Ann's turn, not Bob's" });
    expect(validateOrder(state, endTurn('bob'))).toEqual({ ok: false, reason: "it is Ann's turn, not Bob's" });
  });

  it("a stub plugged in through the registry lets Bob order in Ann's turn, and resolves his END_TURN", () => {
    registry.anyone = anyone;
    const state = started({ ...twoArmies(), mode: 'anyone' as TurnStructureId });
    expect(state.mode).toBe('anyone');
    expect(turnStructureOf(state)).toBe(anyone);
    const { state: planned } = play(state, [{ type: 'DEFEND', player: 'bob', unit: 'x' }]);
    expect(planned.mode).toBe('anyone');
    expect(planned.pending.map((p) => p.order.player)).toEqual(['bob']);
    const ended = playOrder(planned, endTurn('bob'));
    expect(anyone.onEndTurn).toHaveBeenCalledOnce();
    // Resolved the hotseat's way: Bob's DEFEND taken, then the turn passed to Bob (whose stances end).
    expect(ended.ok && ended.events.map((e) => e.type)).toEqual(['DEFEND_TAKEN', 'TURN_ENDED', 'TURN_STARTED', 'INCOME_COLLECTED', 'DEFEND_ENDED']);
  });

  it("the stub's reasons are the refusals players read", () => {
    registry.anyone = { ...anyone, cannotOrder: (_state, player) => (player.id === 'ann' ? 'Ann waits for the post' : null) };
    const state = started({ ...twoArmies(), mode: 'anyone' as TurnStructureId });
    expect(validateOrder(state, { type: 'DEFEND', player: 'ann', unit: 'a' })).toEqual({ ok: false, reason: 'Ann waits for the post' });
    expect(validateOrder(state, { type: 'DEFEND', player: 'bob', unit: 'x' })).toEqual({ ok: true, cost: 0 });
  });
});

describe("a scenario's mode", () => {
  it('absent or hotseat: the state has no mode, and hashes as hotseat states always did', () => {
    const plain = started(twoArmies());
    const named = started({ ...twoArmies(), mode: 'hotseat' });
    expect('mode' in plain || 'mode' in named).toBe(false);
    expect(stateHash(named)).toBe(stateHash(plain));
    const { state: planned } = play(plain, [{ type: 'DEFEND', player: 'ann', unit: 'a' }]);
    expect('mode' in planned).toBe(false);
  });

  it("another mode is part of the state's hash", () => {
    const state = board(
      ['gggg'],
      [
        ['a', 'ann', 'footmen', 0, 0],
        ['x', 'bob', 'grunts', 3, 0],
      ],
    );
    expect(stateHash({ ...state, mode: 'anyone' as TurnStructureId })).not.toBe(stateHash(state));
  });

  it('one the rules do not know is refused', () => {
    expect(checkScenario({ ...twoArmies(), mode: 'e-mail' as TurnStructureId })).toBe('there is no mode "e-mail"');
  });
});
