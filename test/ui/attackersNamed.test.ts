import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { createGameStore } from '../../src/state/gameStore.ts';
import { EventLog } from '../../src/ui/panels/EventLog.tsx';
import { pairOfWarriors } from '../support/pairOfWarriors.ts';

describe('a paired attack in the event log', () => {
  test('names the pair once: "Player 2\'s two Warriors attacked", not "Player 2\'s Warriors and Player 2\'s Warriors"', () => {
    const store = createGameStore();
    store.getState().startScenario(pairOfWarriors(), 3);
    store.getState().confirmHandoff();
    for (const warriors of [
      { col: 1, row: 1 },
      { col: 3, row: 1 },
    ]) {
      store.getState().clickHex(warriors);
      store.getState().clickHex({ col: 2, row: 1 });
    }
    expect(store.getState().session?.state.pending).toHaveLength(2);
    store.getState().endTurn();
    const session = store.getState().session!;
    const html = renderToStaticMarkup(createElement(EventLog, { session })).replace(/&#x27;/g, "'");
    expect(html).toContain("Player 2's two Warriors attacked Player 1's Footmen");
    expect(html).not.toContain("Player 2's Warriors and Player 2's Warriors");
  });
});
