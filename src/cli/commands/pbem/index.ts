import { quoteInput } from '../../../io/quoteInput.ts';
import { shortenQuotes, type CliIo } from '../../io.ts';
import { duelCommand } from './duelCommand.ts';
import { keygenCommand } from './keygen.ts';
import { newCampaignCommand } from './newCampaign.ts';
import { ordersCommand } from './orders.ts';
import { publishCommand } from './publish.ts';
import { resolveCommand } from './resolve.ts';
import { revealCommand } from './reveal.ts';
import { PBEM_USAGE, pbemUsageError } from './usage.ts';
import { statusCommand, verifyCommand } from './verify.ts';

const SUBCOMMANDS: Record<string, (args: readonly string[], io: CliIo) => Promise<number>> = {
  keygen: keygenCommand,
  new: newCampaignCommand,
  orders: ordersCommand,
  reveal: revealCommand,
  duel: duelCommand,
  resolve: resolveCommand,
  publish: publishCommand,
  verify: verifyCommand,
  status: statusCommand,
};

/** karnage pbem SUBCOMMAND … — every play-by-e-mail command; each signs or checks with WebCrypto, so each is async. */
export async function pbemCommand(args: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = args;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    io.out(PBEM_USAGE);
    return name === undefined ? 2 : 0;
  }
  const command = Object.hasOwn(SUBCOMMANDS, name) ? SUBCOMMANDS[name] : undefined;
  if (!command) throw pbemUsageError(`unknown pbem command ${quoteInput(name)}`);
  try {
    return await command(rest, io);
  } catch (error) {
    // parseArgs's own refusals, with this usage rather than the general one.
    if ((error as { code?: unknown } | null)?.code?.toString().startsWith('ERR_PARSE_ARGS')) throw pbemUsageError(shortenQuotes((error as Error).message));
    throw error;
  }
}
