import { quoteInput } from '../../../io/quoteInput.ts';
import { printJson, type CliIo } from '../../io.ts';
import { pieces, standing } from './describeCampaign.ts';
import { readCampaign } from './readCampaign.ts';
import { pbemUsageError } from './usage.ts';

/**
 * karnage pbem verify campaign.json — checks every signature, hash, commitment, seed, map and report from
 * the opening on (docs/pbem.md, "Verifying a campaign"), then prints where it stands.
 */
export async function verifyCommand(args: readonly string[], io: CliIo): Promise<number> {
  printJson(io, standing(await readCampaign(campaignArgument('verify', args), io)));
  return 0;
}

/** karnage pbem status campaign.json — verify, and every player's pieces with the unit ids orders name. */
export async function statusCommand(args: readonly string[], io: CliIo): Promise<number> {
  const campaign = await readCampaign(campaignArgument('status', args), io);
  printJson(io, { ...standing(campaign), players: pieces(campaign.shown) });
  return 0;
}

function campaignArgument(command: string, args: readonly string[]): string {
  const [path, ...extra] = args;
  if (path === undefined) throw pbemUsageError(`${command} needs the campaign file`);
  if (extra.length > 0) throw pbemUsageError(`unexpected argument ${quoteInput(extra[0])}`);
  return path;
}
