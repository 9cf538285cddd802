import { parseArgs } from 'node:util';
import { normaliseName } from '../../../io/displayName.ts';
import { quoteInput } from '../../../io/quoteInput.ts';
import { SCHEDULES, type Schedule } from '../../../io/pbem/campaign/documents.ts';
import { fileText } from '../../../io/pbem/campaign/fileText.ts';
import { createCampaign } from '../../../io/pbem/campaign/referee.ts';
import { participantId } from '../../../io/pbem/canonical.ts';
import { displayName } from '../../../io/schema/common.ts';
import { InputError, type CliIo } from '../../io.ts';
import { listed } from './describeCampaign.ts';
import { readKeyFile, readPublicKey } from './keyFile.ts';
import { parseRaces, readScenario } from './scenarioInput.ts';
import { pbemUsageError } from './usage.ts';
import { refuseExisting, writeNewFile } from './writeFiles.ts';

const GAME_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/**
 * karnage pbem new --key referee.key.json --scenario FILE --player alice=KEY … --schedule week --id ID
 * [--name NAME] [--races …] --out campaign.json — the campaign file: its opening signed by the referee and
 * the opening map published.
 */
export async function newCampaignCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    strict: true,
    options: {
      key: { type: 'string' },
      scenario: { type: 'string' },
      player: { type: 'string', multiple: true },
      races: { type: 'string' },
      schedule: { type: 'string' },
      id: { type: 'string' },
      name: { type: 'string' },
      out: { type: 'string' },
    },
  });
  const { key, scenario: scenarioPath, id: gameId, out } = values;
  if (key === undefined || scenarioPath === undefined || gameId === undefined || out === undefined) {
    throw pbemUsageError('new needs --key, --scenario, --player (one per player), --schedule, --id and --out');
  }
  const schedule = parseSchedule(values.schedule);
  if (!GAME_ID.test(gameId)) throw pbemUsageError(`--id ${quoteInput(gameId)}: a game id is 1–64 lower-case letters, digits, "-" and "_"`);
  const playerArgs = (values.player ?? []).map(splitPlayer);
  refuseExisting(out, '--out');

  const referee = await readKeyFile(key, io);
  const players = [];
  for (const { id, value } of playerArgs) players.push({ id, publicKey: await readPublicKey(id, value, io) });
  checkParticipants(referee.id, players);
  const races = values.races === undefined ? undefined : parseRaces(values.races);
  const scenario = readScenario(
    scenarioPath,
    io,
    players.map((p) => p.id),
    races,
  );
  // Seat order is the scenario's.
  const seats = scenario.players.map((p) => p.id);
  players.sort((a, b) => seats.indexOf(a.id) - seats.indexOf(b.id));
  const name = normaliseName(values.name ?? scenario.name);
  const named = displayName.safeParse(name);
  if (!named.success) throw pbemUsageError(`--name: ${named.error.issues[0]?.message ?? 'not a valid name'}`);
  const made = await createCampaign({
    gameId,
    name,
    schedule,
    scenario,
    referee,
    players,
    now: new Date().toISOString(),
  });
  if (!made.ok) throw new InputError(made.reason);
  writeNewFile(out, fileText(made.file));
  io.out(`${out}: the campaign ${gameId} (${schedule}) for ${listed(seats)}, refereed by ${referee.id}; send it to every player.`);
  io.out(`Awaiting orders from ${listed(made.campaign.stage.kind === 'orders' ? [...made.campaign.stage.from] : [])}.`);
  return 0;
}

function parseSchedule(value: string | undefined): Schedule {
  if (value === undefined || !(SCHEDULES as readonly string[]).includes(value)) {
    throw pbemUsageError(`--schedule must be one of ${SCHEDULES.join(', ')}${value === undefined ? '' : `, not ${quoteInput(value)}`}`);
  }
  return value as Schedule;
}

/** `alice=KEY` or `alice=@alice.pub`. */
function splitPlayer(value: string): { id: string; value: string } {
  const at = value.indexOf('=');
  const id = at < 0 ? value : value.slice(0, at);
  if (at < 0 || !participantId.safeParse(id).success) {
    throw pbemUsageError(`--player ${quoteInput(value)}: expected id=PUBLIC_KEY or id=@file, the id lower-case as in the scenario`);
  }
  return { id, value: value.slice(at + 1) };
}

function checkParticipants(refereeId: string, players: readonly { id: string }[]): void {
  if (players.length === 0) throw pbemUsageError('new needs a --player id=KEY for each player');
  const ids = players.map((p) => p.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined) throw new InputError(`--player ${twice} is given twice`);
  if (ids.includes(refereeId)) throw new InputError(`the referee's key is for ${refereeId}, who is also a player: a referee does not play`);
}
