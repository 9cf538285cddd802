/** Where the generated module of unit emblems is written. */
export const OUTPUT: string;
/** The Game Icons icon chosen per unit type. */
export const UNIT_ICONS: Readonly<Record<string, string>>;
/** An Iconify JSON icon set, as far as the picker reads it. */
export interface IconSet {
  readonly width?: number;
  readonly icons: Readonly<Record<string, { readonly body: string }>>;
}
/** Path data with its numbers rounded to `decimals` places. */
export function compactPath(d: string, decimals?: number): string;
/** One icon's path data, compacted. */
export function iconPath(set: IconSet, name: string): string;
/** The text of src/board/art/emblemPaths.ts for this set. */
export function emblemModule(set: IconSet, version: string): string;
/** The installed Game Icons set and its version. */
export function readIconSet(): { set: IconSet; version: string };
