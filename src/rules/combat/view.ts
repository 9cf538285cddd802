/**
 * What a screen shows of a fight, in shapes every combat system fills in the same way: the screens
 * render these and never look inside a system's own report.
 */

/** A piece of display text: plain, or marked so a screen can style it or name a unit its own way. */
export type TextPart =
  | string
  | { readonly kind: 'unit'; readonly unitId: string | undefined }
  /** Several units named together ("Joe's two Warriors"), as a screen's names for units put it. */
  | { readonly kind: 'units'; readonly unitIds: readonly (string | undefined)[] }
  | { readonly kind: 'strong' | 'muted'; readonly text: string }
  /** What the dice showed (or the cards turned up): "1 then 5". */
  | { readonly kind: 'faces'; readonly text: string };

export type RichText = readonly TextPart[];

/** A number added to a roll or a strength, and why. */
export interface ShownModifier {
  /** A stable id of the kind of modifier: "weaponsmiths". */
  readonly source: string;
  /** Said to a player: "3 Weaponsmiths in play". */
  readonly label: string;
  readonly value: number;
}

/** One combatant of a planned fight. */
export interface ExplainedCombatant {
  /** What it rolls, or its strength, as display text: "d8", "Might 3". */
  readonly strength: string;
  /** Every modifier of its own, by source. */
  readonly modifiers: readonly ShownModifier[];
  /** Said beside it: "Cavalry attacking from Grasslands re-roll 1". */
  readonly notes: readonly string[];
}

/** A planned fight explained before any die is rolled, in the setup's order. */
export interface CombatExplanation {
  /** Headings of the two sides: "Attack (a pair: totals added)", "Defence". */
  readonly labels: { readonly attack: string; readonly defence: string };
  /** One per attacker of the setup, in its order. */
  readonly attackers: readonly ExplainedCombatant[];
  /** Added once to the whole attack (Weaponsmiths). */
  readonly attackModifiers: readonly ShownModifier[];
  readonly defender: ExplainedCombatant;
  /** Added once to the whole defence. */
  readonly defenceModifiers: readonly ShownModifier[];
  /** Indexes into the setup's attackers of those a lost fight destroys. */
  readonly lostIfDefeated: readonly number[];
  /** What a loss costs, said to a player: "If the attack fails, both attackers are destroyed." */
  readonly ifDefeated: string;
  /** Short rules that decide it: "A tie goes to the defender." */
  readonly notes: readonly string[];
  /**
   * For a referee rolling real dice: what this fight rolls, in order ("a d6 for the Cavalry's running die"),
   * or null when it rolls none. Absent: each combatant rolls what its `strength` says, attackers first.
   */
  readonly diceToRoll?: string | null;
}

/** One side of a resolved fight. */
export interface DescribedSide {
  readonly role: 'attack' | 'defence';
  /** "Attack", "Defence": names the side's list for assistive technology. */
  readonly label: string;
  /** One line per combatant: who, what it threw, its modifiers, its total. */
  readonly combatants: readonly RichText[];
  /** Lines after its combatants: the side's total. */
  readonly lines: readonly RichText[];
}

/**
 * One side of a resolved fight as the board shows it over the pieces, in two beats: the dice as they fell, then
 * the side's result.
 */
export interface SideGlance {
  /** The dice each combatant threw, short: "1→5 · 4"; empty when the system rolls none (Mass battle). */
  readonly dice: string;
  /** What the side came to: "9", "Might 2", "lost 8 1/3 men". */
  readonly result: string;
}

/** A resolved fight told in full, for the turn report and the replay. */
export interface CombatDescription {
  /** "Cavalry + Footmen against Warriors" */
  readonly title: string;
  /** The attack, then the defence. */
  readonly sides: readonly DescribedSide[];
  readonly outcome: { readonly text: string; readonly winner: 'attacker' | 'defender' | null };
  /** For systems that roll until a result (Warfare): what each roll did, one line each, in order, before the outcome. */
  readonly steps?: readonly string[];
  /** The fight at a glance, for the board's animation. */
  readonly glance: { readonly attack: SideGlance; readonly defence: SideGlance };
  /** The fight in one line, for a log: "Joe's Cavalry attacked Kim's Warriors: 6 against 5, the attack wins". */
  readonly summary: RichText;
}

/** Rich text as plain text, units named by `nameUnit`, and units named together by `nameUnits` (else one by one: "A and B"). */
export function plainText(
  text: RichText,
  nameUnit: (unitId: string | undefined) => string,
  nameUnits: (unitIds: readonly (string | undefined)[]) => string = (ids) => ids.map(nameUnit).join(' and '),
): string {
  return text
    .map((part) => {
      if (typeof part === 'string') return part;
      if (part.kind === 'unit') return nameUnit(part.unitId);
      return part.kind === 'units' ? nameUnits(part.unitIds) : part.text;
    })
    .join('');
}

/** +1, −1 (a real minus sign). */
export function signed(value: number): string {
  return value < 0 ? `−${-value}` : `+${value}`;
}
