// A duel's numbers and maneuvers in words, for the duel screen and the duel reports.
import { WEAPONS, type EndReason, type ManeuverReport, type Terms, type WeaponId } from '../../rules/index.ts';
import { maneuverName } from '../../state/duelDrafts.ts';

/** +3, −2 (a real minus sign), 0. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');

/** "range 1", "close range (0)", "wrestling range". */
export const rangeText = (range: number): string => (range < 0 ? 'wrestling range' : range === 0 ? 'close range (0)' : `range ${range}`);

export const weaponText = (id: WeaponId | null): string => (id ? WEAPONS[id].name.toLowerCase() : 'no weapon');

/** Every term of a total, named: "card +3, modifiers +1, difficulty −5, no step −2, parry −4". Zero terms but the card left out. */
export function termsText(terms: Terms): string {
  const parts: [string, number][] = [
    ['card', terms.card],
    ['modifiers', terms.modifiers],
    ['difficulty', terms.difficulty],
    ['no step', terms.stepping],
    ['parry', terms.parry],
  ];
  return parts
    .filter(([name, n]) => name === 'card' || n !== 0)
    .map(([name, n]) => `${name} ${signed(n)}`)
    .join(', ');
}

/** "attack with the long sword", "called shot (head) with the sword", "parry with the small shield, riposte". */
export function maneuverText(report: ManeuverReport): string {
  const what = report.location ? `${maneuverName(report.maneuver)} (${report.location.replace('-', ' ')})` : maneuverName(report.maneuver);
  const withWeapon = report.weapon ? ` with the ${weaponText(report.weapon)}` : '';
  return `${what}${withWeapon}${report.riposte ? ', riposte' : ''}`;
}

/** What came of it: "succeeds", "fails", "unopposed: succeeds"; a parry "holds" or "is broken" (the hero behind it is not). */
export function resultText(report: ManeuverReport): string {
  if (report.maneuver === 'parry' && !report.riposte) {
    if (report.success === null) return 'nothing to parry';
    return report.success ? 'holds' : 'is broken';
  }
  if (report.terms === null) return report.success ? 'done' : 'comes to nothing';
  const result = report.success ? 'succeeds' : 'fails';
  return report.opposed ? result : `unopposed: ${result}`;
}

const END_TEXT: Readonly<Record<EndReason, string>> = {
  beaten: 'a hero is beaten',
  'both hesitated': 'both hesitated',
  'out of rounds': 'out of rounds',
  'script ran out': 'no more rounds were played',
};

export const endText = (reason: EndReason): string => END_TEXT[reason];
