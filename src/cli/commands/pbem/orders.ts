import { parseArgs } from 'node:util';
import { checkOrdersFile } from '../../../io/pbem/campaign/checkFiles.ts';
import { fileText } from '../../../io/pbem/campaign/fileText.ts';
import { writeOrders } from '../../../io/pbem/campaign/player.ts';
import { fileName, InputError, jsonArgument, type CliIo } from '../../io.ts';
import { readKeyFile } from './keyFile.ts';
import { checkOnTheMap, parseOrders } from './playerOrders.ts';
import { checkKeyInCampaign, MAX_SENT_FILE_BYTES, readCampaign } from './readCampaign.ts';
import { playerSecret, secretFileText } from './secretFiles.ts';
import { pbemUsageError } from './usage.ts';
import { PRIVATE_MODE, refuseExisting, removeFile, writeNewFile } from './writeFiles.ts';

/** alice-orders.json → alice-orders.secret.json */
export const defaultSecretPath = (ordersPath: string): string => `${ordersPath.replace(/\.json$/i, '')}.secret.json`;

/**
 * karnage pbem orders --key alice.key.json --campaign campaign.json --orders '[…]'|@file --out FILE
 * [--secret-out FILE] — the player's signed orders for the open phase, checked as the referee will check
 * them; when dice follow, the secret behind their commitment, to keep until the reveals are due.
 */
export async function ordersCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    strict: true,
    options: { key: { type: 'string' }, campaign: { type: 'string' }, orders: { type: 'string' }, out: { type: 'string' }, 'secret-out': { type: 'string' } },
  });
  const { key: keyPath, campaign: campaignPath, out } = values;
  if (keyPath === undefined || campaignPath === undefined || values.orders === undefined || out === undefined) {
    throw pbemUsageError('orders needs --key, --campaign, --orders and --out');
  }
  const secretOut = values['secret-out'] ?? defaultSecretPath(out);
  if (secretOut === out) throw pbemUsageError('--secret-out must not be the orders file');
  refuseExisting(out, '--out');
  refuseExisting(secretOut, '--secret-out');

  const key = await readKeyFile(keyPath, io);
  const campaign = await readCampaign(campaignPath, io);
  checkKeyInCampaign(campaign, key, keyPath);
  const orders = parseOrders(jsonArgument(values.orders, '--orders', io, MAX_SENT_FILE_BYTES), key.id, MAX_SENT_FILE_BYTES);
  const { stage } = campaign;
  if (stage.kind !== 'orders')
    throw new InputError(`${fileName(campaignPath)}: no orders are due: ${stage.kind === 'over' ? 'the campaign is over' : 'reveals are due now'}`);
  if (!stage.from.includes(key.id)) throw new InputError(`${fileName(campaignPath)}: no orders are due from ${key.id} now (awaited: ${stage.from.join(', ')})`);
  checkOnTheMap(campaign.start, key.id, orders);

  const written = await writeOrders(campaign, key, orders);
  if (!written.ok) throw new InputError(written.reason);
  // The referee's own check, so a file that would be refused is never sent.
  const checked = await checkOrdersFile(campaign, written.file, []);
  if (!checked.ok) throw new InputError(checked.reason);
  const { commitment } = written.file.document;
  if (written.secret && commitment) {
    const fields = { gameId: campaign.gameId, player: key.id, turn: stage.turn, phase: stage.phase, commitment, secret: written.secret };
    writeNewFile(secretOut, secretFileText(playerSecret(fields)), PRIVATE_MODE);
  }
  try {
    writeNewFile(out, fileText(written.file));
  } catch (error) {
    // A secret without its orders is of no use: leave nothing behind.
    if (written.secret) removeFile(secretOut);
    throw error;
  }
  io.out(`${out}: ${orders.length} order${orders.length === 1 ? '' : 's'} of ${key.id} for turn ${stage.turn} (${stage.phase}); send it to the referee.`);
  if (written.secret) io.out(`${secretOut}: your secret for this turn's dice. Keep it private until the referee publishes every commitment, then reveal it.`);
  return 0;
}
