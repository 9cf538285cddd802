// karnage computers serve: plays the computer seats of online games made in the browser (docs/online.md, "Computer
// seats"), through the same planner as at one screen. Each seat signs with a key made from the secret file, and
// keeps its outbox and dice secrets on the server: stop or kill it at any time, and start it with the same secret.
import { parseArgs } from 'node:util';
import { ComputerSeats } from '../../../io/online/accounts/computerSeats.ts';
import { fileName, InputError, readInput, UsageError, type CliIo } from '../../io.ts';
import { connectService, readReplicas, serveUntilStopped } from '../referee/connectService.ts';

export const COMPUTERS_USAGE = `karnage computers serve --server nats://HOST:PORT[,…] --creds FILE --secret FILE [--replicas N]
  Plays every computer seat of the games made in the browser. The secret file holds 64 hex digits (npm run server
  makes one in .karnage-online/); the seats' keys are made from it, so keep it, and start again with the same one.
  --replicas: how many servers of a cluster keep its bucket (default 1).`;

const MAX_SECRET_BYTES = 1024;

/** The service's secret: 32 bytes written as 64 hex digits (white space around them allowed). */
export function readSecret(text: string): Uint8Array | string {
  const hex = text.trim();
  return /^[0-9a-f]{64}$/i.test(hex) ? Uint8Array.from(Buffer.from(hex, 'hex')) : 'the secret is not 64 hex digits';
}

export async function computersCommand(args: readonly string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === '--help' || sub === 'help') {
    io.out(COMPUTERS_USAGE);
    return 0;
  }
  if (sub !== 'serve') throw new UsageError(sub === undefined ? 'computers needs a command: serve' : `unknown computers command "${sub}"`, COMPUTERS_USAGE);
  const { values } = parseArgs({
    args: rest,
    strict: true,
    options: { server: { type: 'string' }, creds: { type: 'string' }, secret: { type: 'string' }, replicas: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    io.out(COMPUTERS_USAGE);
    return 0;
  }
  if (!values.server || !values.creds || !values.secret) throw new UsageError('computers serve needs --server, --creds and --secret', COMPUTERS_USAGE);
  const secret = readSecret(readInput(values.secret, io, MAX_SECRET_BYTES));
  if (typeof secret === 'string') throw new InputError(`${fileName(values.secret)}: ${secret}`);
  const replicas = readReplicas(values.replicas, COMPUTERS_USAGE);
  const nc = await connectService(values.server, { credsFile: values.creds }, 'karnage-computers', io);
  const seats = await ComputerSeats.start(nc, secret, (line) => io.out(line), replicas);
  io.out(`karnage computers: playing computer seats on ${values.server}`);
  return serveUntilStopped(nc, async () => {
    await seats.stop();
    await nc.drain();
  });
}
