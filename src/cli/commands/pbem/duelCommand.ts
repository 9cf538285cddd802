import { parseArgs } from 'node:util';
import { z } from 'zod';
import { describeIssues } from '../../../io/describeZodError.ts';
import { parseJson } from '../../../io/parseJson.ts';
import { oneLine } from '../../../io/quoteInput.ts';
import { declarationSchema } from '../../../io/schema/gameRecord.ts';
import { readDuelTurn, writeDuelMove, type DuelMoveChoice, type DuelView } from '../../../io/pbem/campaign/duelPlayer.ts';
import { fileText } from '../../../io/pbem/campaign/fileText.ts';
import { cardText, WEAPONS } from '../../../rules/champions/index.ts';
import { fileName, InputError, jsonArgument, printJson, type CliIo } from '../../io.ts';
import { readKeyFile } from './keyFile.ts';
import { checkKeyInCampaign, MAX_SENT_FILE_BYTES, readCampaign, readSentFile } from './readCampaign.ts';
import { pbemUsageError } from './usage.ts';
import { refuseExisting, writeNewFile } from './writeFiles.ts';

const moveSchema = z.union([z.strictObject({ hesitate: z.literal(true) }), z.strictObject({ registers: z.array(declarationSchema.nullable()).max(16) })]);

/**
 * karnage pbem duel --key alice.key.json --campaign campaign.json --turn FILE [--move '<JSON>'|@file --out FILE]
 * — a duelist's side of a duel by e-mail: without --move, what the referee's duel-turn shows (the round, the
 * initiative, the hand, the other's maneuver types when declaring second); with it, the sealed move, checked
 * by the rules as far as they can without the other's cards, written for the referee alone.
 */
export async function duelCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    strict: true,
    options: { key: { type: 'string' }, campaign: { type: 'string' }, turn: { type: 'string' }, move: { type: 'string' }, out: { type: 'string' } },
  });
  const { key: keyPath, campaign: campaignPath, turn: turnPath, out } = values;
  if (keyPath === undefined || campaignPath === undefined || turnPath === undefined) throw pbemUsageError('duel needs --key, --campaign and --turn');
  if ((values.move === undefined) !== (out === undefined)) throw pbemUsageError('duel takes --move and --out together (or neither, to see the duel-turn)');
  if (out !== undefined) refuseExisting(out, '--out');
  const key = await readKeyFile(keyPath, io);
  const campaign = await readCampaign(campaignPath, io);
  checkKeyInCampaign(campaign, key, keyPath);
  const read = await readDuelTurn(campaign, readSentFile(turnPath, io), key.id);
  if (!read.ok) throw new InputError(`${fileName(turnPath)}: ${read.reason}`);
  if (values.move === undefined || out === undefined) {
    printJson(io, viewOf(read.view));
    return 0;
  }
  const choice = parseMove(jsonArgument(values.move, '--move', io, MAX_SENT_FILE_BYTES));
  const written = await writeDuelMove(read.view, campaign, key, choice);
  if (!written.ok) throw new InputError(`--move: ${written.reason}`);
  writeNewFile(out, fileText(written.file));
  io.out(`${out}: ${key.id}'s move ${read.view.turn.move + 1} of round ${read.view.turn.round}; send it to the referee alone.`);
  return 0;
}

function parseMove(text: string): DuelMoveChoice {
  const json = parseJson(text, MAX_SENT_FILE_BYTES);
  if (!json.ok) throw new InputError(`--move: ${json.message}`);
  const parsed = moveSchema.safeParse(json.value);
  if (!parsed.success) throw new InputError(oneLine(`--move: ${describeIssues(parsed.error.issues, 1)} (give {"hesitate":true} or {"registers":[…]})`));
  return parsed.data;
}

/** The duel-turn as a duelist reads it: everything public, and its own hand. */
function viewOf(view: DuelView) {
  const { turn, duel, opening, names } = view;
  const you = turn.side;
  const fighter = (side: 0 | 1) => ({
    name: names[side],
    vitality: duel.fighters[side].vitality,
    weapon: WEAPONS[duel.fighters[side].weapon].name,
    offHand: duel.fighters[side].offHand,
  });
  return {
    round: turn.round,
    move: turn.move + 1,
    you: names[you],
    range: duel.range,
    heroes: [fighter(0), fighter(1)],
    initiative: { holder: opening.initiative.holder, how: opening.initiative.how, draw: turn.initiative?.map((cards) => cards.map(cardText)) ?? null },
    hesitated: turn.hesitated.map((side) => names[side]),
    mayHesitate: turn.mayHesitate,
    maneuversAllowed: opening.maneuversAllowed[you],
    hand: turn.hand,
    handText: turn.hand.map(cardText),
    ...(turn.first ? { declaredFirst: turn.first } : {}),
  };
}
