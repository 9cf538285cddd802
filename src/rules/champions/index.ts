// Champions' duels, everything a screen that plays one needs: the card engine (../duel) and the board's
// dealing. Not re-exported by src/rules/index.ts, so a page imports it only where it plays a duel (a chunk of
// its own): a first visit never downloads the engine.
export * from '../duel/index.ts';
export { duelDeck, duelTable } from './deal.ts';
export { pairRegisters, type DuelPlay, type PlayedRound } from './play.ts';
export { dealerOf, duelSoFar, type Dealer, type Dealt, type DuelSoFar } from './duelSoFar.ts';
export { DuelUnfinished, type UnfinishedDuel } from './duelError.ts';
export { unfinishedDuelOf } from './unfinishedDuel.ts';
export { duelRoundLines } from './summary.ts';
