import type { LoggedEvent } from '../../state/session.ts';
import { describeEvent } from '../../rules/text/describeEvent.ts';
import type { Names } from '../../rules/text/names.ts';
import { CombatReportView } from './CombatReportView.tsx';
import { DuelReportPanel } from './DuelReportPanel.tsx';

const SECTIONS: readonly { title: string; types: readonly string[] }[] = [
  { title: 'Moves', types: ['UNIT_MOVED', 'DEFEND_TAKEN'] },
  { title: 'Captured', types: ['BUILDING_CAPTURED'] },
  { title: 'Built and recruited', types: ['BUILDING_BUILT', 'UNIT_RECRUITED'] },
  { title: 'Losses', types: ['UNIT_DESTROYED', 'PLAYER_ELIMINATED'] },
  // Champions: a hero's wounds after a duel, its rest at the start of its turn.
  { title: 'Heroes', types: ['HERO_VITALITY'] },
  // Combat systems that wear units down and send them home (Warfare); Karnage's turns have none of these.
  { title: 'Might', types: ['UNIT_MIGHT_CHANGED'] },
  // Mass battle: what fights left of units of many men, and who marched or charged and who has rested.
  { title: 'Men', types: ['UNIT_MEN_CHANGED'] },
  { title: 'Tired and rested', types: ['UNIT_TIRED', 'UNITS_RESTED'] },
  { title: 'Sieges', types: ['SIEGE_GOES_ON', 'SIEGE_ENDED'] },
  { title: 'Sent home and back', types: ['UNIT_WITHDRAWN', 'NEW_YEAR', 'UNIT_RETURNED'] },
  { title: 'Earned', types: ['INCOME_COLLECTED', 'DEFEND_ENDED'] },
];

const TOLD = new Set(['COMBAT_RESOLVED', 'DUEL_FOUGHT', ...SECTIONS.flatMap((s) => s.types)]);

/** Whether the turn report has anything to tell of these events (a turn's start and end alone are not told). */
export function tellsAnything(events: readonly LoggedEvent[]): boolean {
  return events.some((e) => TOLD.has(e.event.type));
}

/** The level of the headings of the parts: one below the heading they come under. */
type Level = 3 | 4;

/** One turn's events: every fight and duel in full, with its dice, then what moved, was built, recruited, captured and earned. */
export function TurnEvents({ events, names, level }: { events: readonly LoggedEvent[]; names: Names; level: Level }) {
  const Heading = `h${level}` as const;
  const of = (types: readonly string[]) => events.filter((e) => types.includes(e.event.type));
  const combats = events.flatMap((e) => (e.event.type === 'COMBAT_RESOLVED' ? [e.event.report] : []));
  const duels = events.flatMap((e) => (e.event.type === 'DUEL_FOUGHT' ? [e] : []));
  return (
    <>
      {combats.length > 0 && (
        <>
          <Heading>Fights</Heading>
          {combats.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a past turn's fights never move
            <CombatReportView key={i} report={c} names={names} />
          ))}
        </>
      )}
      {duels.length > 0 && (
        <>
          <Heading>Duels</Heading>
          {duels.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a past turn's duels never move
            <div key={i}>
              <p>{describeEvent(e.event, names)}</p>
              {e.event.type === 'DUEL_FOUGHT' && <DuelReportPanel report={e.event.report} />}
            </div>
          ))}
        </>
      )}
      {SECTIONS.map(({ title, types }) => {
        const told: LoggedEvent[] = of(types);
        if (told.length === 0) return null;
        return (
          <div key={title}>
            <Heading>{title}</Heading>
            <ul>
              {told.map((e, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a past turn's events never move
                <li key={i}>{describeEvent(e.event, names)}</li>
              ))}
            </ul>
          </div>
        );
      })}
      {!tellsAnything(events) && <p className="muted">Nothing happened.</p>}
    </>
  );
}
