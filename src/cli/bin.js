#!/usr/bin/env node
// Entry point of `npx karnage`: the tool is TypeScript, run through tsx so it needs no build step.
import { register } from 'tsx/esm/api';

register();
const { runCli, nodeIo } = await import('./main.ts');
process.exitCode = runCli(process.argv.slice(2), nodeIo);
