import fc from 'fast-check';
import {
  CALLED_SHOT,
  dealRound,
  HIT_LOCATIONS,
  maneuverAllowance,
  other,
  playRound,
  reaches,
  relativeSize,
  startDuel,
  WEAPON_IDS,
  WEAPONS,
  WRESTLING,
  type Card,
  type Combatant,
  type Declaration,
  type DuelScript,
  type DuelState,
  type Pair,
  type RoundReport,
  type RoundScript,
  type Side,
  type WeaponId,
} from '../../../src/rules/duel/index.ts';
import { steppedRange } from '../../../src/rules/duel/stepping.ts';

// Random heroes and random legal duels for the property tests: each round dealt from a shuffled deck and
// declared only with maneuvers the rules allow at the range the declared steps leave.

type Gen = fc.GeneratorValue;
const pick = <T>(g: Gen, items: readonly T[]): T => items[g(fc.integer, { min: 0, max: items.length - 1 })] as T;
const chance = (g: Gen, percent: number): boolean => g(fc.integer, { min: 1, max: 100 }) <= percent;

const MAIN: readonly WeaponId[] = WEAPON_IDS.filter((id) => WEAPONS[id].kind !== 'shield');
const OFF: readonly WeaponId[] = ['poniard', 'small-shield'];

export function randomHero(g: Gen, name: string): Combatant {
  const weapon = pick(g, MAIN);
  const offHand = chance(g, 40)
    ? pick(
        g,
        OFF.filter((id) => id !== weapon),
      )
    : null;
  const carried = MAIN.filter((id) => id !== weapon && id !== 'fists' && chance(g, 20));
  const skills: Partial<Record<WeaponId, number>> = {};
  for (const id of [weapon, ...(offHand ? [offHand] : []), ...carried]) skills[id] = g(fc.integer, { min: 0, max: 6 });
  const small = () => g(fc.integer, { min: -2, max: 2 });
  return {
    name,
    skills,
    combatTraining: g(fc.integer, { min: 0, max: 4 }),
    fastDraw: g(fc.integer, { min: 0, max: 3 }),
    finesse: small(),
    force: small(),
    armour: g(fc.integer, { min: -2, max: 0 }),
    vitality: g(fc.integer, { min: 1, max: 12 }),
    size: pick(g, ['small', 'normal', 'normal', 'large'] as const),
    weapon,
    offHand,
    carried,
  };
}

interface Track {
  hand: Card[];
  count: number;
  main: number;
  off: number;
  bashed: boolean;
  shieldParried: boolean;
  done: boolean;
}

/** Plays a random legal duel round by round; answers the script and every round's report. */
export function randomDuel(g: Gen): { script: DuelScript; reports: RoundReport[]; final: DuelState } {
  const combatants: Pair<Combatant> = [randomHero(g, 'A'), randomHero(g, 'B')];
  const setup = { combatants, charge: chance(g, 15), surprise: chance(g, 15), showDown: chance(g, 15), maxRounds: g(fc.integer, { min: 1, max: 6 }) };
  const started = startDuel(setup);
  if (!started.ok) throw new Error(`a random hero refused: ${started.message}`);
  let state = started.state;
  const rounds: RoundScript[] = [];
  const reports: RoundReport[] = [];
  while (!state.ended) {
    const round = randomRound(g, state);
    const played = playRound(state, round);
    if (!played.ok) throw new Error(`a legal round refused: ${played.message}\n${JSON.stringify(round)}`);
    rounds.push(round);
    reports.push(played.report);
    state = played.state;
    if (rounds.length > 60) throw new Error('the duel did not end');
  }
  return { script: { ...setup, rounds }, reports, final: state };
}

function randomRound(g: Gen, state: DuelState): RoundScript {
  const dealt = dealRound(state, (n) => g(fc.integer, { min: 0, max: n - 1 }));
  const kind = state.round === 0 ? 'surprise' : state.charge && state.round === 1 ? 'charge' : 'normal';
  let holder = state.holder;
  let hesitate: Side[] | undefined;
  if (kind === 'normal' && holder !== null && chance(g, 10)) {
    hesitate = chance(g, 30) ? [holder, other(holder)] : [holder];
    if (hesitate.length === 2) return { hesitate };
    holder = other(holder);
  }
  const tracks = dealt.hands.map((hand) => ({ hand: [...hand], count: 0, main: 0, off: 0, bashed: false, shieldParried: false, done: false })) as [
    Track,
    Track,
  ];
  const registers: Pair<Declaration | null>[] = [];
  let range = state.range;
  for (let i = 0; i < 8 && chance(g, 85); i++) {
    const order: Side[] = holder === null ? [0, 1] : [holder, other(holder)];
    const decls: [Declaration | null, Declaration | null] = [null, null];
    for (const side of order) decls[side] = randomDeclaration(g, state, kind, holder, side, tracks[side], range);
    if (!decls[0] && !decls[1]) continue;
    registers.push(decls);
    if (kind !== 'surprise') range = steppedRange(range, decls[0], decls[1]);
  }
  return { ...(dealt.initiative ? { initiative: { cards: dealt.initiative } } : {}), ...(hesitate ? { hesitate } : {}), hands: dealt.hands, registers };
}

function randomDeclaration(g: Gen, state: DuelState, kind: string, holder: Side | null, side: Side, track: Track, range: number): Declaration | null {
  const fighter = state.fighters[side];
  const allowed = kind === 'normal' ? maneuverAllowance(fighter).total : kind === 'surprise' && side === 1 ? 0 : 1;
  if (track.done || track.hand.length === 0 || track.count >= allowed || chance(g, 15)) return null;
  const options = optionsOf(state, kind, holder, side, track, range);
  if (options.length === 0) return null;
  const option = pick(g, options);
  const card = track.hand.splice(g(fc.integer, { min: 0, max: track.hand.length - 1 }), 1)[0] as Card;
  track.count++;
  if (option.hand === 'main') track.main++;
  if (option.hand === 'off') track.off++;
  const d = { ...option.d, card } as Declaration;
  if (d.maneuver === 'shield-bash') track.bashed = true;
  if (d.maneuver === 'parry' && d.weapon && WEAPONS[d.weapon].kind === 'shield') track.shieldParried = true;
  if (d.maneuver === 'change-weapon' || d.maneuver === 'smash') track.done = true;
  if (d.maneuver === 'parry' && card.hit && option.mayRiposte && chance(g, 50)) return { ...d, riposte: true };
  if (d.maneuver === 'parry' && chance(g, 20)) return { ...d, stepBack: false };
  if (['attack', 'disarm', 'feint', 'called-shot', 'swipe', 'smash'].includes(d.maneuver) && chance(g, 15)) return { ...d, stepForward: false };
  return d;
}

type Option = { d: Omit<Declaration, 'card'>; hand: 'main' | 'off' | null; mayRiposte?: boolean };

function optionsOf(state: DuelState, kind: string, holder: Side | null, side: Side, track: Track, range: number): Option[] {
  const fighter = state.fighters[side];
  const foe = state.fighters[other(side)];
  const size = relativeSize(state.combatants[other(side)].size, state.combatants[side].size);
  const caps = maneuverAllowance(fighter);
  const hands = [
    { hand: 'main' as const, weapon: fighter.weapon, free: track.main < caps.main },
    ...(fighter.offHand ? [{ hand: 'off' as const, weapon: fighter.offHand, free: track.off < caps.offHand }] : []),
  ].filter((h) => h.free);
  const flanked = fighter.flankedUntil >= state.round;
  const mayAttack = (weapon: WeaponId) =>
    !flanked && !(foe.clinging && (foe.flankedFirst || WEAPONS[weapon].range > 0)) && (fighter.clinging || reaches(weapon, range));
  const options: Option[] = [];
  for (const { hand, weapon } of hands) {
    const shield = WEAPONS[weapon].kind === 'shield';
    if (!flanked && !(shield && track.bashed)) options.push({ d: { maneuver: 'parry', weapon }, hand, mayRiposte: !shield && mayAttack(weapon) });
    if (shield && !track.bashed && !track.shieldParried && range === 0 && !flanked) options.push({ d: { maneuver: 'shield-bash', weapon }, hand });
    if (shield || !mayAttack(weapon)) continue;
    options.push({ d: { maneuver: 'attack', weapon }, hand }, { d: { maneuver: 'feint', weapon }, hand });
    if (foe.weapon !== 'fists') options.push({ d: { maneuver: 'disarm', weapon }, hand });
    const location = HIT_LOCATIONS.find((l) => CALLED_SHOT[size][l] !== null && l.length % 2 === track.count % 2) ?? 'head';
    options.push({ d: { maneuver: 'called-shot', weapon, location }, hand });
    if (size === 'large') options.push({ d: { maneuver: 'chop', weapon, appendageVitality: 2 }, hand });
    if (size === 'small') options.push({ d: { maneuver: 'swat', weapon }, hand });
    if (size === 'small' && holder === side) options.push({ d: { maneuver: 'swipe', weapon }, hand });
    if (size === 'small' && holder === side && WEAPONS[weapon].kind === 'impact') options.push({ d: { maneuver: 'smash', weapon }, hand });
  }
  if (kind === 'surprise') return options.filter((o) => ['attack', 'called-shot', 'disarm'].includes(o.d.maneuver));
  const newWeapon = [...fighter.carried, ...(fighter.weapon === 'fists' ? [] : ['fists' as const])].find((id) => id !== fighter.offHand);
  if (newWeapon) options.push({ d: { maneuver: 'change-weapon', newWeapon }, hand: null });
  if (size === 'small') options.push({ d: { maneuver: 'buck' }, hand: null });
  if (flanked) return options.filter((o) => o.d.maneuver === 'change-weapon' || o.d.maneuver === 'buck');
  if (range === 0) options.push({ d: { maneuver: 'grapple' }, hand: null });
  if (range === WRESTLING) options.push({ d: { maneuver: 'break-free' }, hand: null });
  if (size === 'large' && holder === side) options.push({ d: { maneuver: 'flank' }, hand: null }, { d: { maneuver: 'cling' }, hand: null });
  return options;
}
