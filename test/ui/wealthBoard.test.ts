import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { wealthOf } from '../../src/rules/index.ts';
import { WealthBoard } from '../../src/ui/panels/WealthBoard.tsx';
import { joeAndKim, started } from '../support/scenarios.ts';

describe('the Economics scoreboard', () => {
  test('every player still in, richest first, each wealth against the target', () => {
    const state = started(joeAndKim());
    const [joe, kim] = state.players.map((p) => ({ name: p.name, wealth: wealthOf(state, p.id) }));
    const html = renderToStaticMarkup(createElement(WealthBoard, { state, target: 60 }));
    const rows = [...html.matchAll(/<th scope="row">([^<]+)<\/th>.*?<\/td><td>(\d+(?:\.\d+)?) \/ 60<\/td>/g)].map((m) => [m[1], Number(m[2])]);
    const expected = [joe!, kim!].sort((a, b) => b.wealth - a.wealth).map((p) => [p.name, p.wealth]);
    expect(rows).toEqual(expected);
    expect(html).toContain('target 60');
  });
});
