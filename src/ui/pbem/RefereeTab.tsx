// The referee's screen: make a campaign or open one, take in the players' files for the open stage,
// close and resolve it, and publish (the campaign file for the players, the HTML map page).
import { MAX_CAMPAIGN_FILE_CHARS } from '../../io/pbem/campaign/openCampaign.ts';
import { publishedPage } from '../../io/pbem/page/publishedPage.ts';
import type { Campaign } from '../../io/pbem/campaign/stage.ts';
import { fileText } from '../../io/pbem/campaign/fileText.ts';
import { browserStorage } from '../../io/browserStorage.ts';
import { packFileName, pageFileName, pageInput } from '../../state/pbem/campaignView.ts';
import { keptCampaignName } from '../../state/pbem/refereeStore.ts';
import { download } from '../download.ts';
import { CampaignHeader } from './CampaignHeader.tsx';
import { DuelOutbox } from './DuelDesk.tsx';
import { FileTaker } from './FileTaker.tsx';
import { MessageLine } from './MessageLine.tsx';
import { NewCampaignForm } from './NewCampaignForm.tsx';
import { pbemStores, useReferee } from './pbemStores.ts';
import { PublishedMap } from './PublishedMap.tsx';
import { ReportPanel } from './ReportPanel.tsx';
import { StagePanel } from './StagePanel.tsx';

const referee = () => pbemStores().referee.getState();

export function RefereeTab() {
  const campaign = useReferee((s) => s.campaign);
  return campaign ? <Desk campaign={campaign} /> : <RefereeStart />;
}

function RefereeMessage() {
  const message = useReferee((s) => s.message);
  const busy = useReferee((s) => s.busy);
  return <MessageLine message={message} busy={busy} onDismiss={() => referee().dismiss()} testId="referee-message" />;
}

function RefereeStart() {
  const kept = keptCampaignName(browserStorage());
  return (
    <main className="pbem-page" aria-label="Referee">
      <RefereeMessage />
      <section className="panel">
        <h2>Open a campaign</h2>
        <div className="button-row">
          <FileTaker
            label="Open a campaign file…"
            testId="open-campaign-input"
            maxBytes={MAX_CAMPAIGN_FILE_CHARS}
            onText={(text, name) => referee().open(text, name)}
            onRefused={(reason) => referee().refuse(reason)}
            hint="or drop it here"
          />
          {kept && (
            <button type="button" onClick={() => void referee().reopenKept()}>
              Continue {kept} (kept in this browser)
            </button>
          )}
        </div>
      </section>
      <NewCampaignForm />
    </main>
  );
}

function Desk({ campaign }: { campaign: Campaign }) {
  return (
    <div className="pbem-campaign">
      <CampaignHeader campaign={campaign}>
        <button type="button" onClick={() => referee().leave()}>
          Open another campaign
        </button>
      </CampaignHeader>
      <div className="game__main">
        <PublishedMap campaign={campaign} />
        <aside className="side-panel" aria-label="Referee's desk" data-testid="side-panel">
          <RefereeMessage />
          <DuelOutbox campaign={campaign} />
          <StagePanel campaign={campaign} />
          <PublishPanel campaign={campaign} />
          <ReportPanel campaign={campaign} />
        </aside>
      </div>
    </div>
  );
}

/** The campaign file (the pack every player opens) and the map page, as of the last publication. */
function PublishPanel({ campaign }: { campaign: Campaign }) {
  const save = (text: string, name: string, type: string) => download(new Blob([text], { type }), name);
  return (
    <section className="panel" aria-labelledby="publish-title">
      <h2 id="publish-title">Publish</h2>
      <p className="muted">Send the players the campaign file after every step; put the page on the web if you like.</p>
      <div className="button-row">
        <button type="button" className="primary" onClick={() => save(fileText(campaign.file), packFileName(campaign), 'application/json')}>
          Download campaign file
        </button>
        <button type="button" onClick={() => save(publishedPage(pageInput(campaign)), pageFileName(campaign), 'text/html')}>
          Download map page
        </button>
      </div>
    </section>
  );
}
