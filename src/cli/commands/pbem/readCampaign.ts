import { quoteInput } from '../../../io/quoteInput.ts';
import { readFileText } from '../../../io/pbem/campaign/fileText.ts';
import { MAX_CAMPAIGN_FILE_CHARS, openCampaignText } from '../../../io/pbem/campaign/openCampaign.ts';
import type { Campaign } from '../../../io/pbem/campaign/stage.ts';
import { MAX_CANONICAL_CHARS } from '../../../io/pbem/canonical.ts';
import { fileName, InputError, readInput, type CliIo } from '../../io.ts';
import type { KeyHolder } from './keyFile.ts';

/** An orders or reveal file: its document may be as long as anything signed, plus the envelope. */
export const MAX_SENT_FILE_BYTES = MAX_CANONICAL_CHARS + 4096;

/** A campaign file checked end to end and replayed (docs/pbem.md, "Verifying a campaign"); refused with its name. */
export async function readCampaign(path: string, io: CliIo): Promise<Campaign> {
  const opened = await openCampaignText(readInput(path, io, MAX_CAMPAIGN_FILE_CHARS));
  if (!opened.ok) throw new InputError(`${fileName(path)}: ${opened.reason}`);
  return opened.campaign;
}

/** A file a participant sent, read only in the text Karnage wrote it in; or its refusal naming the file. */
export function readSentFile(path: string, io: CliIo): unknown {
  const read = readFileText(readInput(path, io, MAX_SENT_FILE_BYTES), MAX_SENT_FILE_BYTES);
  if (!read.ok) throw new InputError(`${fileName(path)}: ${read.reason}`);
  return read.value;
}

/** Refuses a key that is not the one the campaign lists for its participant: files it signs would be refused. */
export function checkKeyInCampaign(campaign: Campaign, key: KeyHolder, keyPath: string): void {
  const listed = campaign.doc.keys.find((k) => k.id === key.id);
  if (!listed) throw new InputError(`${fileName(keyPath)} is the key of ${quoteInput(key.id)}, who is not in the campaign ${campaign.gameId}`);
  if (listed.publicKey !== key.publicKey) throw new InputError(`${fileName(keyPath)} is not the key the campaign ${campaign.gameId} lists for ${key.id}`);
}
