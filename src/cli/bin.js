#!/usr/bin/env node
// Entry point of `npx karnage`: the tool is TypeScript, run through tsx so it needs no build step.
import { register } from 'tsx/esm/api';

try {
  register();
  const { runFromProcess } = await import('./main.ts');
  runFromProcess();
} catch (error) {
  // Even a broken install answers in one line; KARNAGE_DEBUG=1 shows the stack trace.
  if (process.env.KARNAGE_DEBUG === '1') throw error;
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`karnage: internal error: ${message.split('\n')[0].slice(0, 300)}\n`);
  process.exitCode = 2;
}
