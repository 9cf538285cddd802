import { describe, expect, it } from 'vitest';
import { helpMarkdown, sectionId, sectionTitles } from '../../../src/ui/help/helpText.ts';

describe('the How to play text', () => {
  const markdown = helpMarkdown();

  it('is the players’ part of docs/rules.md, from what the game is to campaigns, then the keys', () => {
    expect(markdown.startsWith('## What the game is')).toBe(true);
    expect(sectionTitles(markdown)).toEqual([
      'What the game is',
      'Players and races',
      'The map',
      'Units',
      'Buildings',
      'Setup',
      'A turn, step by step',
      'Orders',
      'Combat',
      'Campaigns',
      'Playing against the computer',
      'Keys',
      'About',
    ]);
    expect(markdown).not.toContain('## Play by e-mail');
  });

  it('credits the unit emblems as their licence asks', () => {
    expect(markdown).toContain('- Unit emblems: Game Icons (game-icons.net), CC BY 3.0 (https://game-icons.net)');
  });

  it('carries the worked example with its exact odds', () => {
    expect(markdown).toContain('### A fight told in full: Joe and Kim');
    expect(markdown).toContain('**189/384**');
  });

  it('falls back to the whole text when the rules reference is reorganised, so help is never empty', () => {
    expect(helpMarkdown('# Rules\n\nSomething')).toContain('Something');
  });

  it('gives each section an id its contents can link to', () => {
    expect(sectionId('A turn, step by step')).toBe('help-a-turn-step-by-step');
    expect(sectionId('Combat')).toBe('help-combat');
  });
});
