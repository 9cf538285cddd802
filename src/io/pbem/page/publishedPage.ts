// One self-contained HTML page showing a game as a referee publishes it for play by e-mail: the map,
// the players, the last report and its dice. Nothing on it fetches anything (a Content-Security-Policy
// forbids it outright), it needs no JavaScript, and every string from the input is escaped.
import type { GameState, PlayerId } from '../../../rules/index.ts';
import { boardSvg } from './boardSvg.ts';
import { escapeText } from './escape.ts';
import { playerColours } from './palette.ts';
import type { Owners } from './pieces.ts';
import { keyHtml, playersHtml, reportHtml, statusHtml } from './sidebar.ts';
import { pageStyle } from './style.ts';

export interface PublishedPageInput {
  /** The campaign's name. */
  readonly title: string;
  /** The map as published. */
  readonly state: GameState;
  /** E.g. "Week 3 — orders due Monday" or "Turn 7 — Bob to play". */
  readonly headline: string;
  /** The last report, one readable line each. */
  readonly report: readonly string[];
  /** How the last turn's dice were made, one line. */
  readonly dice: string;
  /** ISO time of publishing. */
  readonly publishedAt?: string;
  /** Shown small, so players can check the page against the game file. */
  readonly stateHash?: string;
  /** Player colours as '#rrggbb' (the scenario's); anything else, or none, takes the app's palette. */
  readonly colours?: Readonly<Record<PlayerId, string>>;
  /** Whose orders (or reveals) the campaign awaits; by default the player whose turn it is. A week awaits several. */
  readonly awaiting?: readonly PlayerId[];
  /** What those players are awaited for: "to play" (orders), by default, or "to reveal". */
  readonly awaitingFor?: string;
}

// Nothing may be fetched: no scripts at all, styles only from this page, images only as data: URLs.
export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

/** Pixels per hex column when the reader ticks "Full size". */
const ZOOM_PX_PER_COLUMN = 30;

function owners(state: GameState): Owners {
  const index = new Map(state.players.map((p, i) => [p.id, i]));
  return {
    classOf: (owner) => {
      const i = index.get(owner);
      return i === undefined ? 'px' : `p${i}`;
    },
    nameOf: (owner) => {
      const i = index.get(owner);
      return i === undefined ? owner : (state.players[i]?.name ?? owner);
    },
  };
}

function footerHtml(input: PublishedPageInput): string {
  const parts: string[] = [];
  if (input.publishedAt) parts.push(`Published <time>${escapeText(input.publishedAt)}</time>`);
  if (input.stateHash) parts.push(`state hash <code>${escapeText(input.stateHash)}</code>`);
  parts.push('drawn by Karnage; this page fetches nothing and runs no scripts');
  return `<footer>${parts.join(' · ')}</footer>`;
}

/** The page as a complete HTML document (UTF-8). Pure: the same input always gives the same text. */
export function publishedPage(input: PublishedPageInput): string {
  const { state } = input;
  const colours = playerColours(state, input.colours);
  const seated = state.players[state.activePlayer];
  const awaiting = input.awaiting ?? (seated ? [seated.id] : []);
  const awaitingFor = input.awaitingFor ?? 'to play';
  const { width, height } = state.map;
  const zoomWidth = Math.round((width + 1) * ZOOM_PX_PER_COLUMN);
  const label = `Map of ${input.title}, ${width} by ${height} hexes`;
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${PAGE_CSP}">`,
    '<meta name="referrer" content="no-referrer">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeText(`${input.title} — ${input.headline}`)}</title>`,
    `<style>${pageStyle(colours)}\n#zoom:checked~.board svg.map{width:${zoomWidth}px}</style>`,
    '</head><body>',
    `<header><h1>${escapeText(input.title)}</h1><p class="headline">${escapeText(input.headline)}</p>${statusHtml(state, awaiting, awaitingFor)}</header>`,
    '<main><div class="boardbox"><input type="checkbox" id="zoom"><label class="zoom" for="zoom">Full size (scroll to pan)</label>',
    `<div class="board">${boardSvg(state, owners(state), label)}</div></div>`,
    `<aside>${playersHtml(state, colours, awaiting, awaitingFor)}${reportHtml(input.report, input.dice)}${keyHtml(state)}</aside></main>`,
    footerHtml(input),
    '</body></html>',
    '',
  ].join('\n');
}
