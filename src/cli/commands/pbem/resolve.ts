import { parseArgs } from 'node:util';
import { parseDiceFaces } from '../../../rules/index.ts';
import { quoteInput } from '../../../io/quoteInput.ts';
import { fileText } from '../../../io/pbem/campaign/fileText.ts';
import { closeOrders, resolveReveals, type Stepped } from '../../../io/pbem/campaign/referee.ts';
import type { Campaign } from '../../../io/pbem/campaign/stage.ts';
import { fileName, InputError, type CliIo } from '../../io.ts';
import { readKeyFile, type KeyHolder } from './keyFile.ts';
import { checkKeyInCampaign, readCampaign, readSentFile } from './readCampaign.ts';
import { publicationSummary } from './publicationSummary.ts';
import { pbemUsageError } from './usage.ts';
import { PRIVATE_MODE, refuseExisting, replaceFiles, writeNewFile } from './writeFiles.ts';
import { takeDuelMoves, type DuelStepped } from '../../../io/pbem/campaign/duelReferee.ts';
import { dirname, join } from 'node:path';

interface ResolveOptions {
  readonly io: CliIo;
  readonly campaignPath: string;
  readonly referee: KeyHolder;
  readonly files: readonly { readonly path: string; readonly value: unknown }[];
  readonly typed?: readonly number[];
  readonly deadlinePassed: boolean;
  readonly revealsDueBy?: string;
  readonly now: string;
}

/**
 * karnage pbem resolve --key referee.key.json --campaign campaign.json [FILE…] [--rolls 5,3] [--deadline-passed]
 * [--reveals-due TEXT] — the referee takes the open phase's orders files (closing them with commitments, or
 * resolving at once) or, when reveals are due, the reveal files, and publishes. The campaign file is replaced
 * only when every file is accepted; any refusal names its file and changes nothing.
 */
export async function resolveCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    strict: true,
    allowPositionals: true,
    options: {
      key: { type: 'string' },
      campaign: { type: 'string' },
      rolls: { type: 'string' },
      'deadline-passed': { type: 'boolean' },
      'reveals-due': { type: 'string' },
    },
  });
  const { key: keyPath, campaign: campaignPath } = values;
  if (keyPath === undefined || campaignPath === undefined) throw pbemUsageError('resolve needs --key (the referee’s) and --campaign');
  const typed = values.rolls === undefined ? undefined : parseFaces(values.rolls);
  const referee = await readKeyFile(keyPath, io);
  const campaign = await readCampaign(campaignPath, io);
  checkKeyInCampaign(campaign, referee, keyPath);
  if (referee.id !== campaign.doc.referee) throw new InputError(`${fileName(keyPath)} is ${referee.id}'s key; ${campaign.doc.referee} referees this campaign`);
  const files = positionals.map((path) => ({ path, value: readSentFile(path, io) }));
  const revealsDueBy = values['reveals-due'];
  const options = { io, campaignPath, referee, files, deadlinePassed: values['deadline-passed'] ?? false, now: new Date().toISOString() };
  const { stage } = campaign;
  if (stage.kind === 'over') throw new InputError(`${fileName(campaignPath)}: the campaign is over`);
  if (stage.kind === 'duel' && (typed || revealsDueBy !== undefined))
    throw pbemUsageError('a duel is being fought: resolve takes its move files (and --deadline-passed) only');
  const published =
    stage.kind === 'orders'
      ? { campaign: await closePhase(campaign, { ...options, ...(typed ? { typed } : {}), ...(revealsDueBy ? { revealsDueBy } : {}) }) }
      : stage.kind === 'duel'
        ? await duelPhase(campaign, options)
        : await resolvePhase(campaign, { ...options, ...(typed ? { typed } : {}) }, revealsDueBy);
  io.out(publicationSummary(campaignPath, published.campaign, campaign.headSeq));
  if (published.duelTurn)
    io.out(`${published.duelTurn.path}: ${published.duelTurn.player}'s duel-turn; send it to ${published.duelTurn.player} alone (it holds their hand).`);
  return 0;
}

function parseFaces(text: string): number[] {
  const faces = parseDiceFaces(text);
  if (!faces) throw pbemUsageError(`--rolls takes whole numbers separated by commas, not ${quoteInput(text)}`);
  return faces;
}

/** Each sent file's contents, and its name for the engine's refusals. */
const sentFiles = (options: ResolveOptions) => ({ sent: options.files.map((f) => f.value), labels: options.files.map((f) => fileName(f.path)) });

/** The orders closed (or the phase resolved); a refused file is named by its file name. */
async function closePhase(campaign: Campaign, options: ResolveOptions): Promise<Campaign> {
  const { sent, labels } = sentFiles(options);
  // The referee's secret needs no keeping: its key makes it again at the reveals (docs/pbem.md).
  const { file, campaign: next } = succeeded(await closeOrders(campaign, sent, options.referee, { ...options, labels }));
  replaceFiles([{ path: options.campaignPath, text: fileText(file) }]);
  return next;
}

/** The engine's refusal as the user's: a file it refused is named, else it is about the phase as a whole. */
function succeeded<S extends Stepped | DuelStepped>(stepped: S): Extract<S, { ok: true }> {
  if (!stepped.ok) throw new InputError(stepped.reason);
  return stepped as Extract<S, { ok: true }>;
}

interface Published {
  readonly campaign: Campaign;
  /** A duel-turn written for one duelist. */
  readonly duelTurn?: { readonly player: string; readonly path: string };
}

/** The duel's open round: the move files taken, and the round published or the next duel-turn written. */
async function duelPhase(campaign: Campaign, options: ResolveOptions): Promise<Published> {
  const { sent, labels } = sentFiles(options);
  return written(succeeded(await takeDuelMoves(campaign, sent, options.referee, { ...options, labels })), options);
}

/** The campaign file replaced when something was published, and a duel-turn written beside it (readable by the referee alone). */
function written(stepped: Extract<DuelStepped, { ok: true }>, options: ResolveOptions): Published {
  const { duelTurn, campaign } = stepped;
  const path = duelTurn && join(dirname(options.campaignPath), duelTurnName(campaign.gameId, duelTurn.file.document));
  if (path) refuseExisting(path, 'the duel-turn');
  replaceFiles([{ path: options.campaignPath, text: fileText(stepped.file) }]);
  if (duelTurn && path) writeNewFile(path, fileText(duelTurn.file), PRIVATE_MODE);
  return duelTurn && path ? { campaign, duelTurn: { player: duelTurn.player, path } } : { campaign };
}

const duelTurnName = (gameId: string, doc: { readonly player: string; readonly turn: number; readonly round: number; readonly move: number }) =>
  `${gameId}-turn${doc.turn}-duel-round${doc.round}-move${doc.move + 1}-${doc.player}.json`;

/** The phase resolved with the seed of every secret; a refused reveal file is named by its file name. */
async function resolvePhase(campaign: Campaign, options: ResolveOptions, revealsDueBy: string | undefined): Promise<Published> {
  if (revealsDueBy !== undefined) throw pbemUsageError('--reveals-due is for closing the orders; the reveals are due now');
  // Once commitments are out the referee has seen the reveals, and could pick its dice: docs/pbem.md, "Physical dice".
  if (options.typed) throw new InputError("this turn's dice were committed to: the reveals settle them, not typed dice (--rolls)");
  const { sent, labels } = sentFiles(options);
  return written(succeeded(await resolveReveals(campaign, sent, options.referee, null, { ...options, labels })), options);
}
