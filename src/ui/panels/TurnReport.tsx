import type { GameSession, LoggedEvent } from '../../state/session.ts';
import { describeEvent } from '../../rules/text/describeEvent.ts';
import { playerName } from '../../rules/text/names.ts';
import { useNames } from '../text/useNames.ts';
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

/** What the last END_TURN did: every fight and duel in full, then what moved, was built, recruited, captured and earned. */
export function TurnReport({ session }: { session: GameSession }) {
  const names = useNames(session);
  const report = session.lastReport;
  if (!report) return null;
  const first = report[0];
  const of = (types: readonly string[]) => report.filter((e) => types.includes(e.event.type));
  const combats = report.flatMap((e) => (e.event.type === 'COMBAT_RESOLVED' ? [e.event.report] : []));
  const duels = report.flatMap((e) => (e.event.type === 'DUEL_FOUGHT' ? [e] : []));
  return (
    <section className="panel" aria-labelledby="report-title" data-testid="turn-report">
      <h2 id="report-title">Last turn{first && `: ${playerName(names, first.player)}, round ${first.round}`}</h2>
      {combats.length > 0 && (
        <>
          <h3>Fights</h3>
          {combats.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a past turn's fights never move
            <CombatReportView key={i} report={c} names={names} />
          ))}
        </>
      )}
      {duels.length > 0 && (
        <>
          <h3>Duels</h3>
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
        const events: LoggedEvent[] = of(types);
        if (events.length === 0) return null;
        return (
          <div key={title}>
            <h3>{title}</h3>
            <ul>
              {events.map((e, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a past turn's events never move
                <li key={i}>{describeEvent(e.event, names)}</li>
              ))}
            </ul>
          </div>
        );
      })}
      {combats.length === 0 && duels.length === 0 && of(SECTIONS.flatMap((s) => s.types)).length === 0 && <p className="muted">Nothing happened.</p>}
    </section>
  );
}
