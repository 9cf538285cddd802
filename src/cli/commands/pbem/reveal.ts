import { parseArgs } from 'node:util';
import { revealContext } from '../../../io/pbem/campaign/checkFiles.ts';
import { fileText } from '../../../io/pbem/campaign/fileText.ts';
import { writeReveal } from '../../../io/pbem/campaign/player.ts';
import { checkReveal } from '../../../io/pbem/commitReveal.ts';
import { fileName, InputError, type CliIo } from '../../io.ts';
import { readKeyFile } from './keyFile.ts';
import { checkKeyInCampaign, readCampaign } from './readCampaign.ts';
import { readPlayerSecret } from './secretFiles.ts';
import { pbemUsageError } from './usage.ts';
import { refuseExisting, writeNewFile } from './writeFiles.ts';

/**
 * karnage pbem reveal --key alice.key.json --campaign campaign.json --secret alice-orders.secret.json
 * --out alice-reveal.json — once the referee has published every commitment, the signed reveal of the
 * secret behind the player's, checked against it first.
 */
export async function revealCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    strict: true,
    options: { key: { type: 'string' }, campaign: { type: 'string' }, secret: { type: 'string' }, out: { type: 'string' } },
  });
  const { key: keyPath, campaign: campaignPath, secret: secretPath, out } = values;
  if (keyPath === undefined || campaignPath === undefined || secretPath === undefined || out === undefined) {
    throw pbemUsageError('reveal needs --key, --campaign, --secret and --out');
  }
  refuseExisting(out, '--out');
  const key = await readKeyFile(keyPath, io);
  const campaign = await readCampaign(campaignPath, io);
  checkKeyInCampaign(campaign, key, keyPath);
  const secret = readPlayerSecret(secretPath, io);
  const { stage } = campaign;
  if (stage.kind !== 'reveals')
    throw new InputError(`${fileName(campaignPath)}: no reveals are due: ${stage.kind === 'over' ? 'the campaign is over' : 'the orders are open'}`);
  const where = fileName(secretPath);
  if (secret.gameId !== campaign.gameId || secret.player !== key.id) {
    throw new InputError(`${where} is ${secret.player}'s secret for the campaign ${secret.gameId}, not ${key.id}'s for ${campaign.gameId}`);
  }
  if (secret.turn !== stage.turn || secret.phase !== stage.phase) {
    throw new InputError(`${where} is for turn ${secret.turn} (${secret.phase}); the reveals of turn ${stage.turn} (${stage.phase}) are due`);
  }
  const committed = stage.closed.commitments[key.id];
  if (committed === undefined) throw new InputError(`${key.id} made no commitment this turn: the referee closed the orders without theirs`);
  if (committed !== secret.commitment) throw new InputError(`${where} belongs to other orders than the ones the referee accepted from ${key.id}`);
  const matches = await checkReveal(committed, secret.secret, revealContext(campaign.gameId, stage.turn, key.id));
  if (!matches.ok) throw new InputError(`${where}: ${matches.reason}`);
  const written = await writeReveal(campaign, key, secret.secret);
  if (!written.ok) throw new InputError(written.reason);
  writeNewFile(out, fileText(written.file));
  io.out(`${out}: ${key.id}'s reveal for turn ${stage.turn}; send it to the referee alone.`);
  return 0;
}
