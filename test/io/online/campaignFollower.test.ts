// The referee's follower takes its own publications as it made them: when they come back from the server exactly as
// written, the campaign is the one the referee computed, with nothing replayed again; any other copy on those
// subjects, or a publication of someone else's, is checked as every player checks it.
import { describe, expect, test } from 'vitest';
import { CampaignFollower } from '../../../src/io/online/campaignFollower.ts';
import { subjects } from '../../../src/io/online/subjects.ts';
import { fileText } from '../../../src/io/pbem/campaign/fileText.ts';
import { closeOrders } from '../../../src/io/pbem/campaign/referee.ts';
import type { Campaign } from '../../../src/io/pbem/campaign/stage.ts';
import { NOW, newCampaign, ordersFiles } from '../../support/pbemCampaign.ts';

const GAME = 'follow-1';

/** The follower, fed the opening and every publication of `campaign`. */
async function followerAt(campaign: Campaign): Promise<CampaignFollower> {
  const follower = new CampaignFollower(campaign.gameId);
  await follower.take({ seq: 1, subject: subjects.campaign(campaign.gameId), text: fileText(campaign.file.campaign) });
  for (const [i, p] of campaign.file.publications.entries())
    await follower.take({ seq: i + 2, subject: subjects.publication(campaign.gameId, i), text: fileText(p) });
  return follower;
}

describe('the referee’s follower', () => {
  test('its own publications, back as written, are not replayed; another copy is checked', async () => {
    const { campaign, people } = await newCampaign('turn-by-turn', 2, { gameId: GAME });
    const { files } = await ordersFiles(campaign, people, {});
    const closed = await closeOrders(campaign, files, people.referee, { now: NOW });
    if (!closed.ok) throw new Error(closed.reason);
    const fresh = closed.campaign.file.publications.slice(campaign.file.publications.length);
    const texts = fresh.map(fileText);

    const own = await followerAt(campaign);
    const checkedBefore = own.checked;
    own.expect(campaign, texts, closed.campaign);
    expect(own.awaitingOwn).toBe(true);
    for (const [i, text] of texts.entries()) await own.take({ seq: 100 + i, subject: subjects.publication(GAME, campaign.headSeq + 1 + i), text });
    expect(own.campaign).toBe(closed.campaign);
    expect(own.checked).toBe(checkedBefore);
    expect(own.awaitingOwn).toBe(false);

    // Expecting a different copy (a restarted referee's, written at another time): what came is checked.
    const other = await followerAt(campaign);
    other.expect(
      campaign,
      texts.map((t) => `${t} `),
      closed.campaign,
    );
    for (const [i, text] of texts.entries()) await other.take({ seq: 100 + i, subject: subjects.publication(GAME, campaign.headSeq + 1 + i), text });
    expect(other.campaign).not.toBe(closed.campaign);
    expect(other.campaign?.head).toBe(closed.campaign.head);
    expect(other.checked).toBe(checkedBefore + texts.length);
    expect(other.awaitingOwn).toBe(false);
  });
});
