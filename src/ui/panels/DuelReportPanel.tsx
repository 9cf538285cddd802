import { lazy, Suspense } from 'react';
import type { DuelReport } from '../../rules/index.ts';

// A duel's full report is fetched with the duel screen's parts, only by a game that has had a duel.
const DuelReportView = lazy(() => import('../duel/DuelReportView.tsx'));

/** A Champions duel told in full (every register's cards and totals), fetched on first show. */
export function DuelReportPanel({ report }: { report: DuelReport }) {
  return (
    <Suspense fallback={<p className="muted">Loading the duel…</p>}>
      <DuelReportView report={report} />
    </Suspense>
  );
}
