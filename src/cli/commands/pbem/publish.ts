import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileText } from '../../../io/pbem/campaign/fileText.ts';
import { publishedPage } from '../../../io/pbem/page/publishedPage.ts';
import type { Campaign } from '../../../io/pbem/campaign/stage.ts';
import type { CliIo } from '../../io.ts';
import { diceText, headline } from './describeCampaign.ts';
import { readCampaign } from './readCampaign.ts';
import { pbemUsageError } from './usage.ts';
import { ensureDirectory, replaceFiles } from './writeFiles.ts';

/**
 * karnage pbem publish --campaign campaign.json --out-dir DIR — what the referee puts up for the players:
 * DIR/campaign.json (the pack: the campaign file, which holds no secret) and DIR/index.html (the map as
 * last published, one self-contained page). Both are replaced on each publication.
 */
export async function publishCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args: [...args], strict: true, options: { campaign: { type: 'string' }, 'out-dir': { type: 'string' } } });
  const { campaign: campaignPath, 'out-dir': outDir } = values;
  if (campaignPath === undefined || outDir === undefined) throw pbemUsageError('publish needs --campaign and --out-dir');
  const campaign = await readCampaign(campaignPath, io);
  ensureDirectory(outDir);
  const pack = join(outDir, 'campaign.json');
  const page = join(outDir, 'index.html');
  replaceFiles([
    { path: pack, text: fileText(campaign.file) },
    { path: page, text: pageOf(campaign) },
  ]);
  io.out(`${pack}: the campaign for every player; ${page}: the map. ${headline(campaign)}.`);
  return 0;
}

function pageOf(campaign: Campaign): string {
  const last = campaign.publications.at(-1);
  const colours = Object.fromEntries(campaign.doc.scenario.players.flatMap((p) => (p.colour ? [[p.id, p.colour]] : [])));
  return publishedPage({
    title: campaign.doc.name,
    state: campaign.shown,
    headline: headline(campaign),
    report: last?.report ?? [],
    dice: last ? diceText(campaign, last) : '',
    ...(last ? { publishedAt: last.publishedAt, stateHash: last.stateHash } : {}),
    colours,
    awaiting: campaign.stage.kind === 'over' ? [] : campaign.stage.from,
    awaitingFor: campaign.stage.kind === 'reveals' ? 'to reveal' : 'to play',
  });
}
