import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { playOrder } from '../../src/rules/index.ts';
import { buildOptions, sharedReasons } from '../../src/state/orderOptions.ts';
import { OptionMenu } from '../../src/ui/panels/OptionMenu.tsx';
import { joeAndKim, started } from '../support/scenarios.ts';

// The build menu lists what the unit could build, and says each reason it may not once.

const count = (text: string, part: string) => text.split(part).length - 1;
const menu = (options: ReturnType<typeof buildOptions>) =>
  renderToStaticMarkup(createElement(OptionMenu, { label: 'Build with Cavalry', options, onChoose: () => {} }));

describe('the build menu', () => {
  test('leaves out the Keep, which is never built', () => {
    const state = started(joeAndKim());
    const html = menu(buildOptions(state, state.units.u2!));
    expect(html).not.toContain('Keep');
    expect(html).toContain('Fortress');
  });

  test('says a reason all its options share once, the options greyed and pointing to it', () => {
    const fresh = started(joeAndKim());
    const defended = playOrder(fresh, { type: 'DEFEND', player: 'joe', unit: 'u2' });
    if (!defended.ok) throw new Error(defended.reason);
    const options = buildOptions(defended.state, defended.state.units.u2!);
    const reason = 'Cavalry at (1,3) already has an order this turn';
    expect(sharedReasons(options)).toEqual([reason]);
    const html = menu(options);
    expect(count(html, reason)).toBe(1);
    expect(count(html, 'disabled=""')).toBe(options.length);
    const note = /<li class="reason" id="([^"]+)"/.exec(html)?.[1];
    // Each option is described by the shared reason first, then by what it does.
    expect(count(html, `aria-describedby="${note} `)).toBe(options.length);
    expect(html).toContain('+1 to every attack for each full 3 Weaponsmiths');
    expect(html).toContain('+1 gold each turn');
  });

  test('a reason of one option alone stays beside it', () => {
    const state = started(joeAndKim());
    const options = buildOptions(state, state.units.u2!);
    expect(sharedReasons(options)).toEqual([]);
    const html = menu(options);
    expect(count(html, 'a Mine can only stand on Hills or Mountains, not Grasslands')).toBe(1);
    expect(html).not.toContain('data-testid="menu-reason"');
  });
});
