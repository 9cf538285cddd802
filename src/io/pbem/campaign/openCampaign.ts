import { startGame, type GameState } from '../../../rules/index.ts';
import { describeIssues } from '../../describeZodError.ts';
import { oneLine } from '../../quoteInput.ts';
import { scenarioFromData } from '../../scenarioFromData.ts';
import { importPublicKey, KeyError } from '../keys.ts';
import { verifySignedFile, type SignedFile } from '../signedFile.ts';
import { campaignDocument, campaignFile, publicationDocument, type CampaignDocument } from './documents.ts';
import { fileHash } from './fileHash.ts';
import { readFileText } from './fileText.ts';
import { stageAt, type Campaign } from './stage.ts';
import { checkPublication } from './checkPublication.ts';

/** The most characters a campaign file may have: a big map and years of turns fit well within it. */
export const MAX_CAMPAIGN_FILE_CHARS = 64 * 1024 * 1024;

export type Opened = { ok: true; campaign: Campaign } | { ok: false; reason: string };

/** A campaign file's text, exactly as written (readFileText), checked and replayed (openCampaignFile); a one-line reason when anything is wrong. */
export async function openCampaignText(text: string): Promise<Opened> {
  const read = readFileText(text, MAX_CAMPAIGN_FILE_CHARS);
  if (!read.ok) return { ok: false, reason: read.reason };
  return openCampaignFile(read.value);
}

/**
 * Checks a whole campaign — the referee's signature on the opening and on every publication, each
 * publication naming the hash of the one before, every orders and reveal file signed by its player
 * and valid when sent, every commitment met by its reveal, every seed the hash of its reveals — and
 * replays it: each publication's map and report must be exactly what its orders and dice make.
 * Never throws.
 */
export async function openCampaignFile(data: unknown): Promise<Opened> {
  try {
    return await open(data);
  } catch (error) {
    if (error instanceof KeyError) return { ok: false, reason: oneLine(`a key in the campaign cannot be read: ${error.message}`) };
    throw error;
  }
}

async function open(data: unknown): Promise<Opened> {
  const parsed = campaignFile.safeParse(data);
  if (!parsed.success) return { ok: false, reason: oneLine(`not a campaign file: ${describeIssues(parsed.error.issues, 1)}`) };
  const file = parsed.data;
  const opening = await openOpening(file.campaign);
  if (!opening.ok) return opening;
  const { doc, keys, start } = opening;
  let campaign: Campaign = {
    file: { ...file, publications: [] },
    doc,
    keys,
    gameId: doc.gameId,
    start,
    shown: start,
    head: await fileHash(file.campaign),
    headSeq: -1,
    publications: [],
    stage: stageAt(start),
  };
  for (const signed of file.publications) {
    const next = await extendCampaign(campaign, signed);
    if (!next.ok) return next;
    campaign = next.campaign;
  }
  if (campaign.publications.length === 0) return { ok: false, reason: 'the campaign has no opening publication' };
  return { ok: true, campaign };
}

/**
 * The campaign with one more publication, checked exactly as verifying the whole file checks it: so a
 * referee's step costs one publication's check, however long the campaign.
 */
export async function extendCampaign(campaign: Campaign, signed: SignedFile): Promise<Opened> {
  const seq = campaign.headSeq + 1;
  const verified = await verifySignedFile(signed, campaign.keys);
  if (!verified.ok) return { ok: false, reason: `publication ${seq}: ${verified.reason}` };
  if (verified.file.signer !== campaign.doc.referee) return { ok: false, reason: `publication ${seq} is signed by ${verified.file.signer}, not the referee` };
  const publication = publicationDocument.safeParse(verified.file.document);
  if (!publication.success) return { ok: false, reason: oneLine(`publication ${seq}: ${describeIssues(publication.error.issues, 1)}`) };
  const hash = await fileHash(signed);
  const next = await checkPublication(campaign, publication.data, seq, hash);
  if (!next.ok) return { ok: false, reason: oneLine(`publication ${seq}: ${next.reason}`) };
  const file = { ...campaign.file, publications: [...campaign.file.publications, signed] };
  return { ok: true, campaign: { ...next.campaign, file, head: hash, headSeq: seq, publications: [...campaign.publications, publication.data] } };
}

/** A campaign's opening checked on its own: its document, keys and signature, and the state its scenario starts in. */
export async function openOpening(
  signed: SignedFile,
): Promise<{ ok: true; doc: CampaignDocument; keys: Map<string, CryptoKey>; start: GameState } | { ok: false; reason: string }> {
  const parsed = campaignDocument.safeParse((signed as { document?: unknown }).document);
  if (!parsed.success) return { ok: false, reason: oneLine(`the campaign's opening: ${describeIssues(parsed.error.issues, 1)}`) };
  const doc = parsed.data;
  const keys = new Map<string, CryptoKey>();
  for (const { id, publicKey } of doc.keys) {
    if (keys.has(id)) return { ok: false, reason: `the campaign lists two keys for ${id}` };
    keys.set(id, await importPublicKey(publicKey));
  }
  const verified = await verifySignedFile(signed, keys);
  if (!verified.ok) return { ok: false, reason: `the campaign's opening: ${verified.reason}` };
  if (verified.file.signer !== doc.referee)
    return { ok: false, reason: `the campaign's opening is signed by ${verified.file.signer}, not its referee ${doc.referee}` };
  const playerIds = doc.scenario.players.map((p) => p.id);
  const missing = playerIds.find((id) => !keys.has(id));
  if (missing) return { ok: false, reason: `the campaign has no key for the player ${missing}` };
  if (playerIds.includes(doc.referee)) return { ok: false, reason: `the referee ${doc.referee} is also a player` };
  const expectedMode = doc.schedule === 'turn-by-turn' ? undefined : doc.schedule;
  if ((doc.scenario.mode === 'hotseat' ? undefined : doc.scenario.mode) !== expectedMode) {
    return { ok: false, reason: `the scenario's mode does not match the schedule ${doc.schedule}` };
  }
  const scenario = scenarioFromData(doc.scenario);
  if ('error' in scenario) return { ok: false, reason: oneLine(scenario.error) };
  // No seed: each turn's dice come from that turn's reveals, so nothing in a file predicts a later roll.
  const started = startGame(scenario, 0);
  if (!started.ok) return { ok: false, reason: oneLine(`the campaign's scenario: ${started.reason}`) };
  return { ok: true, doc, keys, start: started.state };
}
