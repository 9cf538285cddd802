// Who made the art the board draws, for an About screen and the README: the licences ask for this credit.

export interface ArtCredit {
  /** What the work is used for. */
  readonly use: string;
  /** The work and where it comes from. */
  readonly work: string;
  readonly licence: string;
  readonly url: string;
}

export const ART_CREDITS: readonly ArtCredit[] = [
  { use: 'Unit emblems', work: 'Game Icons (game-icons.net)', licence: 'CC BY 3.0', url: 'https://game-icons.net' },
];

/** One credit as a line: "Unit emblems: Game Icons (game-icons.net), CC BY 3.0". */
export function creditLine(credit: ArtCredit): string {
  return `${credit.use}: ${credit.work}, ${credit.licence}`;
}
