import type { ReactNode } from 'react';
import type { Campaign } from '../../io/pbem/campaign/stage.ts';
import { stageHeadline } from '../../state/pbem/campaignView.ts';

const SCHEDULES = { 'turn-by-turn': 'turn by turn', week: 'simultaneous weeks', 'week-attacks-midweek': 'weeks, attacks after the midweek map' } as const;

/** The campaign's name, its calendar, and what it waits for now. */
export function CampaignHeader({ campaign, children }: { campaign: Campaign; children?: ReactNode }) {
  return (
    <header className="turn-header">
      <div className="turn-header__who">
        <h1>
          {campaign.doc.name}{' '}
          <span className="muted">
            ({campaign.gameId}, {SCHEDULES[campaign.doc.schedule]})
          </span>
        </h1>
      </div>
      <p className="pbem-headline" data-testid="stage-headline">
        {stageHeadline(campaign)}
      </p>
      {children}
    </header>
  );
}
