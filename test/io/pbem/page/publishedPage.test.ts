import { describe, expect, it } from 'vitest';
import { escapeText } from '../../../../src/io/pbem/page/escape.ts';
import { PAGE_CSP, publishedPage } from '../../../../src/io/pbem/page/publishedPage.ts';
import { hexKey } from '../../../../src/rules/index.ts';
import { pageInput, playedState } from './pageStates.ts';

const state = playedState(24, 18);
const hostile = '<script>alert(1)</script>';

describe('publishedPage', () => {
  it('is one complete UTF-8 document that forbids every request', () => {
    const html = publishedPage(pageInput(state));
    expect(html.startsWith('<!doctype html>\n<html lang="en"><head><meta charset="utf-8">')).toBe(true);
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${PAGE_CSP}">`);
    expect(PAGE_CSP).toMatch(/^default-src 'none'; /);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('marks every player whose orders are awaited, several in a week', () => {
    const [first, second] = state.players;
    const html = publishedPage({ ...pageInput(state), awaiting: [first!.id, second!.id] });
    expect(html.match(/<span class="tag">to play<\/span>/g)).toHaveLength(2);
    expect(html).toContain(`${escapeText(first!.name)}</bdi>, <bdi`);
    const nobody = publishedPage({ ...pageInput(state), awaiting: [] });
    expect(nobody).not.toContain('to play');
  });

  it("Warfare: a worn-down unit's Might is in its title, and a besieged garrison is ringed and named so", () => {
    const [unit, other] = Object.values(state.units);
    if (!unit || !other) throw new Error('the state needs two units');
    const warfare = {
      ...state,
      units: { ...state.units, [unit.id]: { ...unit, might: 1 } },
      sieges: [{ target: other.at, attackers: [unit.id], garrison: other.id }],
    };
    const html = publishedPage(pageInput(warfare));
    expect(html).toContain(`at (${unit.at.col},${unit.at.row})${unit.defending ? ', defending' : ''}, Might 1 of `);
    expect(html).toContain(`at (${other.at.col},${other.at.row})${other.defending ? ', defending' : ''}, besieged</title>`);
    expect(html.match(/<circle class="d sg"/g)).toHaveLength(1);
    expect(publishedPage(pageInput(state))).not.toContain('besieged</title>');
  });

  it('refers to nothing outside itself', () => {
    const html = publishedPage(pageInput(state));
    expect(html).not.toMatch(/https?:/i);
    expect(html).not.toContain('//');
    expect(html).not.toMatch(/<script|<link|<img|<iframe|<object|<embed|@import|\ssrc=/i);
    // Every url( ) and href points into the page itself.
    for (const [, target] of html.matchAll(/url\(([^)]*)\)/g)) expect(target).toMatch(/^#[\w-]+$/);
    for (const [, target] of html.matchAll(/href="([^"]*)"/g)) expect(target).toMatch(/^#[\w-]+$/);
  });

  it('draws every unit and building of the state, each named with its hex', () => {
    const html = publishedPage(pageInput(state));
    const units = Object.values(state.units);
    const buildings = Object.values(state.buildings);
    expect(units.length).toBeGreaterThan(4);
    expect(units.some((u) => u.defending)).toBe(true);
    expect(units.some((u) => state.buildings[hexKey(u.at)])).toBe(true);
    expect(html.match(/<g class="u p\d"/g)?.length).toBe(units.length);
    expect(html.match(/<g class="b p\d"/g)?.length).toBe(buildings.length);
    for (const piece of [...units, ...buildings]) expect(html).toContain(` at (${piece.at.col},${piece.at.row})`);
    expect(html.match(/<circle class="d"/g)?.length).toBe(units.filter((u) => u.defending).length);
    // Players and their counts.
    for (const p of state.players) expect(html).toContain(`<bdi>${p.name}</bdi>`);
  });

  it('shows the headline, the report and its dice line', () => {
    const input = pageInput(state);
    const html = publishedPage(input);
    expect(html).toContain(`<p class="headline">${input.headline}</p>`);
    for (const line of input.report) expect(html).toContain(`<li>${escapeText(line)}</li>`);
    expect(html).toContain(`<b>Dice:</b> ${input.dice}</p>`);
    expect(html).toContain('a1b2c3d4');
    expect(html).toContain('2025-03-03T18:00:00Z');
    expect(html).toMatch(/to play/);
  });

  it('escapes every string that comes from a file', () => {
    const bad = {
      ...state,
      players: state.players.map((p, i) => (i === 0 ? { ...p, name: hostile } : { ...p, name: `"><img src=x onerror=alert(1)>\u202e${i}` })),
    };
    const html = publishedPage(
      pageInput(bad, {
        title: `</title>${hostile}`,
        headline: `<style>*{background:url(https://evil.example/x)}</style>`,
        report: [hostile, '<a href="https://evil.example">click</a>', 'a & b'],
        dice: `</p>${hostile}`,
        publishedAt: `<iframe src="https://evil.example">`,
        stateHash: "'onmouseover='alert(1)",
        colours: { [bad.players[0]!.id]: 'red;}</style><script>alert(1)</script>', [bad.players[1]!.id]: 'url(https://evil.example)' },
      }),
    );
    expect(html).not.toMatch(/<script|<img|<iframe|<a |<style>\*|https?:[^"<]*"/i);
    expect(html.match(/<style>/g)?.length).toBe(1);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<bdi>&lt;script&gt;alert(1)&lt;/script&gt;</bdi>');
    expect(html).toContain('<li>a &amp; b</li>');
    expect(html).toContain('&#39;onmouseover=&#39;alert(1)');
    // Colours that are not plain #rrggbb fall back to the palette.
    expect(html).not.toContain('evil.example)');
    expect(html).toContain('.p0 circle:not(.d),.p0 rect,.dot.p0{fill:#0072b2');
    // The hostile name is also escaped inside every piece's <title>.
    expect(html).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt;: ');
  });

  it('replaces characters that cannot be written or would hide text', () => {
    expect(escapeText('a\u0000b\u001bc\ud800d\tе\n\udc00')).toBe('a\ufffdb\ufffdc\ufffdd\tе\n\ufffd');
    expect(escapeText('😀')).toBe('😀');
    expect(escapeText(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('is the same text for the same input', () => {
    expect(publishedPage(pageInput(state))).toBe(publishedPage(pageInput(state)));
  });

  it('says how the game ended instead of whose turn it is', () => {
    const [a, b] = state.players;
    const won = publishedPage(pageInput({ ...state, result: { kind: 'won', winner: a!.id, reason: 'last-standing' } }));
    expect(won).toContain(`Game over: <bdi>${a!.name}</bdi> won (last one standing)`);
    expect(won).not.toContain('to play');
    const draw = publishedPage(pageInput({ ...state, result: { kind: 'draw', players: [a!.id, b!.id], reason: 'turn-limit' } }));
    expect(draw).toContain(`a draw at the turn limit between <bdi>${a!.name}</bdi>, <bdi>${b!.name}</bdi>`);
  });

  it('draws pieces of an owner who is not a player in grey rather than dropping them', () => {
    const [unit] = Object.values(state.units);
    const stray = { ...state, units: { ...state.units, [unit!.id]: { ...unit!, owner: 'nobody' } } };
    const html = publishedPage(pageInput(stray));
    expect(html).toContain('<g class="u px"');
    expect(html).toContain('<title>nobody: ');
  });
});
