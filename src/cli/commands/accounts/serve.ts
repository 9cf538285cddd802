// karnage accounts serve: the account service of online play (docs/online.md, "Accounts"). It runs until stopped;
// its records are on the server, so it can be killed and started again at any point, and several can run at once.
import { parseArgs } from 'node:util';
import { AccountService } from '../../../io/online/accounts/accountService.ts';
import { readAuthority } from '../../../io/online/accounts/authority.ts';
import { parseJson } from '../../../io/parseJson.ts';
import { fileName, InputError, readInput, UsageError, type CliIo } from '../../io.ts';
import { connectService, readReplicas, serveUntilStopped } from '../referee/connectService.ts';

export const ACCOUNTS_USAGE = `karnage accounts serve --server nats://HOST:PORT[,…] --creds FILE --authority FILE [--replicas N]
  Signs players up and in, makes games and seats players, on a server that trusts the authority (npm run server
  writes both files in .karnage-online/). Its records live on the server: stop or kill it at any time.
  --replicas: how many servers of a cluster keep its bucket and streams (default 1).`;

const MAX_AUTHORITY_BYTES = 16 * 1024;

export async function accountsCommand(args: readonly string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = args;
  if (sub !== 'serve') throw new UsageError(sub === undefined ? 'accounts needs a command: serve' : `unknown accounts command "${sub}"`, ACCOUNTS_USAGE);
  const { values } = parseArgs({
    args: rest,
    strict: true,
    options: { server: { type: 'string' }, creds: { type: 'string' }, authority: { type: 'string' }, replicas: { type: 'string' } },
  });
  if (!values.server || !values.creds || !values.authority) throw new UsageError('accounts serve needs --server, --creds and --authority', ACCOUNTS_USAGE);
  const json = parseJson(readInput(values.authority, io, MAX_AUTHORITY_BYTES), MAX_AUTHORITY_BYTES);
  const seeds = json.ok ? readAuthority(json.value) : json.message;
  if (typeof seeds === 'string') throw new InputError(`${fileName(values.authority)}: ${seeds}`);
  const replicas = readReplicas(values.replicas, ACCOUNTS_USAGE);
  const nc = await connectService(values.server, { credsFile: values.creds }, 'karnage-accounts', io);
  const service = await AccountService.start(nc, seeds, Date.now, replicas);
  io.out(`karnage accounts: answering on ${values.server}`);
  return serveUntilStopped(nc, async () => {
    service.stop();
    await nc.drain();
  });
}
