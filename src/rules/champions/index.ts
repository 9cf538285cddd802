// Champions' duels, everything a screen that plays one needs: the card engine (../duel) and the board's
// dealing. Not re-exported by src/rules/index.ts, so a page imports it only where it plays a duel (a chunk of
// its own): a first visit never downloads the engine.
export * from '../duel/index.ts';
export { duelDeck, duelTable } from './deal.ts';
