// What the How to play screen shows: the players' part of docs/rules.md (from "What the game is" up to the
// rules for referees and variants), so the app and the rules reference never say two things, and the keys.
import rules from '../../../docs/rules.md?raw';
import { ART_CREDITS, creditLine } from '../../board/art/credits.ts';

/** The first section the screen shows, and the first it leaves out (play by e-mail and the variants have their own pages). */
const FIRST = '## What the game is';
const AFTER = '## Play by e-mail';

const KEYS = `## Keys

| Key | What it does |
|---|---|
| Arrow keys | move the hex cursor over the board |
| Enter | act on the cursor's hex: select a unit, or give the selected unit its order there |
| D | the selected unit DEFENDs |
| B | the build menu of the selected unit |
| R | the recruit menu of the selected building |
| A | the planned attack advances if it wins (or no longer does) |
| Backspace | take back the last order |
| E | end the turn |
| N | select the next of your units with no order |
| ? | this help |
| Escape | cancel: close a menu, clear the selection |
`;

/** Who made what the game shows: the licences ask for the credit. */
const ABOUT = `## About

Karnage: a hex-map wargame for friends at one screen, map makers and e-mail referees.

${ART_CREDITS.map((credit) => `- ${creditLine(credit)} (${credit.url})`).join('\n')}
`;

/** The help's Markdown: the rules for players, then the keys and the credits. */
export function helpMarkdown(source: string = rules): string {
  const start = source.indexOf(FIRST);
  const end = source.indexOf(AFTER);
  const body = start >= 0 ? source.slice(start, end > start ? end : undefined) : source;
  return `${body.trim()}\n\n${KEYS}\n${ABOUT}`;
}

/** The sections' titles, for the contents: every "## " heading, in order. */
export function sectionTitles(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('## '))
    .map((line) => line.slice(3).trim());
}

/** The id a section's heading gets, for the contents to link to. */
export const sectionId = (title: string): string =>
  `help-${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
