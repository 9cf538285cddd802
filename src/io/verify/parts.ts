// A verified game can hold hundreds of thousands of events. Posted as one message, reading it back
// (structured clone) would block the page for seconds; posted as many small parts, each part is read
// in its own short task and the page stays responsive.
import type { ListPath, WorkerMessage } from './protocol.ts';

export interface SplitList {
  readonly path: ListPath;
  /** Items per message: small enough that reading one message back takes a few milliseconds. */
  readonly perPart: number;
}

type Obj = Record<string, unknown>;

function listAt(value: object, path: ListPath): readonly unknown[] {
  let at: unknown = value;
  for (const key of path) at = (at as Obj | undefined)?.[key];
  if (!Array.isArray(at)) throw new Error(`no list at ${path.join('.')}`);
  return at;
}

/** A copy of `value` with `replacement` at `path` (only the objects along the path are copied). */
function withAt(value: object, path: ListPath, replacement: unknown): object {
  const [key, ...rest] = path;
  if (key === undefined) return replacement as object;
  const inner = (value as Obj)[key] as object;
  return { ...value, [key]: rest.length === 0 ? replacement : withAt(inner, rest, replacement) };
}

/** Posts the items of each list in parts, then the value itself with those lists empty. */
export function postInParts(value: object, lists: readonly SplitList[], post: (message: WorkerMessage) => void): void {
  const withItems = lists.map((list) => ({ list, all: listAt(value, list.path) }));
  const parts = withItems.reduce((sum, { list, all }) => sum + Math.ceil(all.length / list.perPart), 0);
  let part = 0;
  let skeleton = value;
  withItems.forEach(({ list, all }, i) => {
    for (let from = 0; from < all.length; from += list.perPart) {
      post({ type: 'part', list: i, items: all.slice(from, from + list.perPart), part: part++, parts });
    }
    skeleton = withAt(skeleton, list.path, []);
  });
  post({ type: 'verified', value: skeleton, lists: lists.map((list) => list.path) });
}

/** Collects the parts on the page side and puts the lists back into the value when it arrives. */
export class PartsAssembler {
  private readonly received = new Map<number, (readonly unknown[])[]>();

  /** `prepare` sees each part's items as they arrive (e.g. to freeze them a part at a time). */
  constructor(private readonly prepare: (items: readonly unknown[]) => void = () => {}) {}

  add(message: Extract<WorkerMessage, { type: 'part' }>): void {
    this.prepare(message.items);
    const chunks = this.received.get(message.list) ?? [];
    chunks.push(message.items);
    this.received.set(message.list, chunks);
  }

  assemble(message: Extract<WorkerMessage, { type: 'verified' }>): object {
    let value = message.value;
    message.lists.forEach((path, i) => {
      value = withAt(value, path, ([] as unknown[]).concat(...(this.received.get(i) ?? [])));
    });
    return value;
  }
}
