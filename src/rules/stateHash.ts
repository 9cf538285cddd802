import type { GameMap, GameState, WeekProgress } from './types.ts';

// cyrb53: a small, well-spread 53-bit string hash; enough to tell two game states apart in a replay check.
// It runs two independent lanes over the text, h ← imul(h ^ char, M), then mixes them once at the end.
const M1 = 2654435761;
const M2 = 1597334677;

class Cyrb53 {
  h1: number;
  h2: number;
  constructor(seed = 0) {
    this.h1 = 0xdeadbeef ^ seed;
    this.h2 = 0x41c6ce57 ^ seed;
  }

  feed(text: string): void {
    let { h1, h2 } = this;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, M1);
      h2 = Math.imul(h2 ^ ch, M2);
    }
    this.h1 = h1;
    this.h2 = h2;
  }

  finish(): number {
    let { h1, h2 } = this;
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return 4294967296 * (2097151 & h2) + (h1 >>> 0);
  }
}

function cyrb53(text: string): number {
  const hash = new Cyrb53();
  hash.feed(text);
  return hash.finish();
}

/**
 * A long piece of hashed text that stays the same from turn to turn (the units or buildings of a
 * record), fed into a hash whose lanes come in different each time (the players' gold comes first).
 *
 * Why feeding it can skip the text: h ^ c = h + c − 2(h & c), so each step is
 * h ← M·h + M·(c − 2(h & c)) mod 2^32, and after the whole text h_out = M^L·h_in + D, where D depends
 * only on the low k bits of h_in (k = bits of the largest char code: both & and the low bits of a
 * product see only low bits). So D is kept per residue, per lane: once all 2^k are known (128 for
 * ASCII), each feed is two multiplications, with the very same hash value.
 */
class Segment {
  readonly #mask: number;
  readonly #power1: number;
  readonly #power2: number;
  readonly #after1 = new Map<number, number>();
  readonly #after2 = new Map<number, number>();
  #misses = 0;

  constructor(readonly text: string) {
    let top = 0;
    for (let i = 0; i < text.length; i++) top |= text.charCodeAt(i);
    let mask = 0;
    while (mask < top) mask = mask * 2 + 1;
    this.#mask = mask;
    this.#power1 = power(M1, text.length);
    this.#power2 = power(M2, text.length);
  }

  feedInto(hash: Cyrb53): void {
    const { h1, h2 } = hash;
    let d1 = this.#after1.get(h1 & this.#mask);
    let d2 = this.#after2.get(h2 & this.#mask);
    if (d1 === undefined || d2 === undefined) {
      // Text fed often (a quiet stretch of turns) gets every residue at once; text fed once or twice is just read.
      if (++this.#misses === FILL_AFTER_MISSES && this.#mask < 256) this.#fill();
      else this.#learn(h1, h2);
      d1 = learnt(this.#after1, h1 & this.#mask);
      d2 = learnt(this.#after2, h2 & this.#mask);
    }
    hash.h1 = (Math.imul(this.#power1, h1) + d1) | 0;
    hash.h2 = (Math.imul(this.#power2, h2) + d2) | 0;
  }

  /** D for the residues of h1 and h2, from one pass over the text. */
  #learn(h1: number, h2: number): void {
    const pass = new Cyrb53();
    pass.h1 = h1;
    pass.h2 = h2;
    pass.feed(this.text);
    this.#after1.set(h1 & this.#mask, (pass.h1 - Math.imul(this.#power1, h1)) | 0);
    this.#after2.set(h2 & this.#mask, (pass.h2 - Math.imul(this.#power2, h2)) | 0);
  }

  /** D for every residue, four at a time: eight independent multiply chains keep the CPU busier than two. */
  #fill(): void {
    const text = this.text;
    for (let r = 0; r <= this.#mask; r += 4) {
      let a1 = r,
        b1 = r + 1,
        c1 = r + 2,
        e1 = r + 3;
      let a2 = r,
        b2 = r + 1,
        c2 = r + 2,
        e2 = r + 3;
      for (let i = 0; i < text.length; i++) {
        const ch = text.charCodeAt(i);
        a1 = Math.imul(a1 ^ ch, M1);
        b1 = Math.imul(b1 ^ ch, M1);
        c1 = Math.imul(c1 ^ ch, M1);
        e1 = Math.imul(e1 ^ ch, M1);
        a2 = Math.imul(a2 ^ ch, M2);
        b2 = Math.imul(b2 ^ ch, M2);
        c2 = Math.imul(c2 ^ ch, M2);
        e2 = Math.imul(e2 ^ ch, M2);
      }
      for (const [i, h] of [a1, b1, c1, e1].entries()) this.#after1.set(r + i, (h - Math.imul(this.#power1, r + i)) | 0);
      for (const [i, h] of [a2, b2, c2, e2].entries()) this.#after2.set(r + i, (h - Math.imul(this.#power2, r + i)) | 0);
    }
  }
}

/** D of a residue just learnt; an Error if learning it missed it after all. */
function learnt(after: ReadonlyMap<number, number>, residue: number): number {
  const d = after.get(residue);
  if (d === undefined) throw new Error(`state hash: residue ${residue} was not learnt`);
  return d;
}

/** Misses after which a Segment works out D for every residue (32 four-way passes for ASCII text). */
const FILL_AFTER_MISSES = 8;

/** m^n mod 2^32, as imul gives it. */
function power(m: number, n: number): number {
  let result = 1;
  for (let base = m | 0; n > 0; n = Math.floor(n / 2), base = Math.imul(base, base)) {
    if (n % 2 === 1) result = Math.imul(result, base);
  }
  return result;
}

// The map never changes in a game, so its hash is kept per map object.
const mapHashes = new WeakMap<GameMap, number>();
function mapHash(map: GameMap): number {
  let hash = mapHashes.get(map);
  if (hash === undefined) {
    hash = cyrb53(`${map.width}x${map.height}:${map.terrain.join(',')}`);
    mapHashes.set(map, hash);
  }
  return hash;
}

/** JSON with object keys sorted and undefined fields left out, so equal values always read alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

// Players, campaigns and planned orders are replaced, never changed, when their fields change: their text is kept per object.
const texts = new WeakMap<object, string>();
function canonicalObject(value: object): string {
  let text = texts.get(value);
  if (text === undefined) {
    text = canonical(value);
    texts.set(value, text);
  }
  return text;
}

// The hashed text of a units or buildings record, kept per record: records never change once handed out.
const segments = new WeakMap<object, Segment>();

/** Called when a record not yet handed out is edited in place (see pieces.ts), so no stale text is served. */
export function forgetHashText(record: object): void {
  segments.delete(record);
}

function segmentOf<T extends object>(record: Readonly<Record<string, T>>, line: (item: T) => string): Segment {
  let segment = segments.get(record);
  if (!segment) {
    segment = new Segment(canonical(Object.values(record).map(line).sort()));
    segments.set(record, segment);
  }
  return segment;
}

// A unit's Might (Warfare), men and tiredness (Mass battle) and hero (Champions) are hashed only when it has them, so every other
// state hashes as before.
const unitLine = (u: GameState['units'][string]): string =>
  `${u.id}:${u.owner}:${u.type}:${u.at.col},${u.at.row}:${u.defending ? 'D' : ''}${u.might === undefined ? '' : `:${u.might}`}` +
  `${u.men === undefined ? '' : `:m${u.men}`}${u.tired === undefined ? '' : `:${u.tired}`}${u.hero === undefined ? '' : `:h${u.hero.vitality}`}`;
const buildingLine = (b: GameState['buildings'][string]): string => `${b.at.col},${b.at.row}:${b.type}:${b.owner}`;

/**
 * A fingerprint of everything that matters in a state, independent of key order: 14 hex digits. It is
 * cyrb53 of the canonical text of [combat system, campaign, map, players, units, buildings, counters,
 * plan, result, mode (only when the state has one)], with units and buildings as sorted lines; those
 * two are fed as Segments, so hashing a state whose pieces did not change since the last hash costs
 * little more than its players and plan.
 */
export function stateHash(state: GameState): string {
  const hash = new Cyrb53();
  const players = state.players.map(canonicalObject).join(',');
  hash.feed(`[${canonical(state.combatSystem)},${canonicalObject(state.campaign)},${canonical(mapHash(state.map))},[${players}],`);
  segmentOf(state.units, unitLine).feedInto(hash);
  hash.feed(',');
  segmentOf(state.buildings, buildingLine).feedInto(hash);
  const counters = [state.round, state.activePlayer, state.roundStarter, state.turnNumber, state.nextUnitNumber, state.seed];
  // A state's mode is hashed when it has one; hotseat states have none, and hash as they always did.
  const mode = state.mode === undefined ? '' : `,${canonical(state.mode)}`;
  // So is a week's progress: the plans sent, and the units that already acted.
  const week = state.week === undefined ? '' : `,${weekText(state.week)}`;
  // And sieges and withdrawn units (Warfare), when there are any.
  const sieges = state.sieges === undefined ? '' : `,sieges:${canonical(state.sieges)}`;
  const withdrawn = state.withdrawn === undefined ? '' : `,withdrawn:${canonical(state.withdrawn)}`;
  const newYear = state.newYearEvery === undefined ? '' : `,newYearEvery:${state.newYearEvery}`;
  hash.feed(
    `,${canonical(counters)},[${state.pending.map(canonicalObject).join(',')}],${canonical(state.result)}${mode}${week}${sieges}${withdrawn}${newYear}]`,
  );
  return hash.finish().toString(16).padStart(14, '0');
}

function weekText(week: WeekProgress): string {
  const sent = Object.keys(week.sent)
    .sort()
    .map((player) => `${canonical(player)}:[${(week.sent[player] ?? []).map(canonicalObject).join(',')}]`);
  return `[${canonical(week.phase)},{${sent.join(',')}},${canonical([...week.acted].sort())}]`;
}
