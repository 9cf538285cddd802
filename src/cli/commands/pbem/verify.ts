import { quoteInput } from '../../../io/quoteInput.ts';
import { printJson, type CliIo } from '../../io.ts';
import { standing } from './describeCampaign.ts';
import { readCampaign } from './readCampaign.ts';
import { pbemUsageError } from './usage.ts';

/**
 * karnage pbem verify campaign.json (and `status`) — checks every signature, hash, commitment, seed, map
 * and report from the opening on (docs/pbem.md, "Verifying a campaign"), then prints where it stands.
 */
export async function verifyCommand(args: readonly string[], io: CliIo): Promise<number> {
  const [path, ...extra] = args;
  if (path === undefined) throw pbemUsageError('verify needs the campaign file');
  if (extra.length > 0) throw pbemUsageError(`unexpected argument ${quoteInput(extra[0])}`);
  printJson(io, standing(await readCampaign(path, io)));
  return 0;
}
