import fc from 'fast-check';
import {
  dealMeleeRound,
  playMeleeRound,
  sameCard,
  startMelee,
  type Card,
  type Declaration,
  type LoneDeclaration,
  type ManeuverId,
  type MeleeRegister,
  type MeleeRoundReport,
  type MeleeRoundScript,
  type MeleeScript,
  type MeleeState,
} from '../../../src/rules/duel/index.ts';
import { randomHero } from './randomDuel.ts';

// Random melees for the property tests: random heroes, each round dealt from a shuffled deck, and registers
// made up at random and kept only when the rules take the round with them (so every script is legal).

type Gen = fc.GeneratorValue;
const pick = <T>(g: Gen, items: readonly T[]): T => items[g(fc.integer, { min: 0, max: items.length - 1 })] as T;
const chance = (g: Gen, percent: number): boolean => g(fc.integer, { min: 1, max: 100 }) <= percent;

const OFFENSIVE: readonly ManeuverId[] = ['attack', 'attack', 'feint', 'disarm'];

/** Plays a random legal melee round by round; answers the script, every round's report and the last state. */
export function randomMelee(g: Gen): { script: MeleeScript; reports: MeleeRoundReport[]; final: MeleeState } {
  const count = g(fc.integer, { min: 2, max: 4 });
  const setup = {
    lone: randomHero(g, 'L'),
    foes: Array.from({ length: count }, (_, i) => randomHero(g, `F${i}`)),
    showDown: chance(g, 15),
    maxRounds: g(fc.integer, { min: 1, max: 5 }),
  };
  const started = startMelee(setup);
  if (!started.ok) throw new Error(`random heroes refused: ${started.message}`);
  let state = started.state;
  const rounds: MeleeRoundScript[] = [];
  const reports: MeleeRoundReport[] = [];
  while (!state.ended) {
    const round = randomRound(g, state);
    const played = playMeleeRound(state, round);
    if (!played.ok) throw new Error(`a legal round refused: ${played.message}`);
    rounds.push(round);
    reports.push(played.report);
    state = played.state;
  }
  return { script: { ...setup, rounds }, reports, final: state };
}

function randomRound(g: Gen, state: MeleeState): MeleeRoundScript {
  const dealt = dealMeleeRound(state, (n) => g(fc.integer, { min: 0, max: n - 1 }));
  const base = { ...(dealt.initiative ? { initiative: { cards: dealt.initiative } } : {}), hands: dealt.hands };
  const registers: MeleeRegister[] = [];
  for (let tries = 0; tries < 14 && registers.length < 8; tries++) {
    const candidate = randomRegister(g, state, base.hands, registers);
    if (playMeleeRound(state, { ...base, registers: [...registers, candidate] }).ok) registers.push(candidate);
  }
  return { ...base, registers };
}

/** The cards of a hand not yet played. */
function left(hand: readonly Card[], played: readonly Card[]): Card[] {
  const rest = [...hand];
  for (const c of played) {
    const at = rest.findIndex((r) => sameCard(r, c));
    if (at >= 0) rest.splice(at, 1);
  }
  return rest;
}

function randomRegister(g: Gen, state: MeleeState, hands: MeleeRoundScript['hands'] & object, registers: readonly MeleeRegister[]): MeleeRegister {
  const foeCards = state.foes.map((_, i) =>
    left(
      hands.foes[i] ?? [],
      registers.flatMap((r) => (r.foes[i] ? [r.foes[i].card] : [])),
    ),
  );
  const loneCards = left(
    hands.lone,
    registers.flatMap((r) => r.lone.map((d) => d.card)),
  );
  const foes = foeCards.map((cards): Declaration | null => {
    if (cards.length === 0 || chance(g, 35)) return null;
    return { maneuver: chance(g, 25) ? 'parry' : pick(g, OFFENSIVE), card: pick(g, cards) };
  });
  const attackers = foes.flatMap((d, i) => (d && d.maneuver !== 'parry' ? [i] : []));
  const lone: LoneDeclaration[] = [];
  const take = (): Card | null => (loneCards.length === 0 ? null : (loneCards.splice(g(fc.integer, { min: 0, max: loneCards.length - 1 }), 1)[0] ?? null));
  if (attackers.length > 0 && chance(g, 60)) {
    for (const against of attackers) {
      const card = chance(g, 85) ? take() : null;
      if (card) lone.push({ maneuver: 'parry', card, against, ...(card.hit && chance(g, 30) ? { riposte: true } : {}) });
    }
  } else if (chance(g, 75)) {
    const card = take();
    if (card) lone.push({ maneuver: pick(g, OFFENSIVE), card, against: g(fc.integer, { min: 0, max: state.foes.length - 1 }) });
  }
  return { lone, foes };
}
