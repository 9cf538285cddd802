import type { Campaign } from '../../io/pbem/campaign/stage.ts';
import { diceLine, lastPublication } from '../../state/pbem/campaignView.ts';

/** The last publication's report, line by line, with how its dice were made. */
export function ReportPanel({ campaign }: { campaign: Campaign }) {
  const last = lastPublication(campaign);
  return (
    <section className="panel" aria-labelledby="pbem-report-title" data-testid="pbem-report">
      <h2 id="pbem-report-title">Last report</h2>
      <p className="muted">
        Publication {campaign.headSeq}
        {last && `, ${last.publishedAt}`}
      </p>
      <p data-testid="pbem-dice">{diceLine(last)}</p>
      {last && last.report.length > 0 ? (
        <ul className="pbem-report">
          {last.report.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a published report never changes
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">Nothing to report.</p>
      )}
    </section>
  );
}
