// The text beside the map: whose turn it is, the players, the last report with its dice, and a key.
import { BUILDING_IDS, BUILDINGS, RACES, TERRAIN, TERRAIN_IDS, UNITS, type GameResult, type GameState } from '../../../rules/index.ts';
import { escapeText } from './escape.ts';
import { BUILDING_LETTERS, UNIT_LETTERS } from './pieces.ts';
import { terrainSwatch } from './terrainArt.ts';

/** A person's name as text that cannot reorder what follows it (bidi-isolated) nor hold markup. */
export function nameHtml(name: string): string {
  return `<bdi>${escapeText(name)}</bdi>`;
}

function playerName(state: GameState, id: string): string {
  return state.players.find((p) => p.id === id)?.name ?? id;
}

const WIN_REASONS: Readonly<Record<string, string>> = {
  'last-standing': 'last one standing',
  wealth: 'reached the wealth target',
  'turn-limit': 'richest at the turn limit',
};
const DRAW_REASONS: Readonly<Record<string, string>> = { 'turn-limit': 'at the turn limit', wealth: 'on wealth', 'no-one-left': 'no one left' };

function resultHtml(state: GameState, result: GameResult): string {
  if (result.kind === 'won') return `Game over: ${nameHtml(playerName(state, result.winner))} won (${escapeText(WIN_REASONS[result.reason] ?? result.reason)})`;
  const who = result.players.map((p) => nameHtml(playerName(state, p))).join(', ');
  return `Game over: a draw ${escapeText(DRAW_REASONS[result.reason] ?? result.reason)}${who ? ` between ${who}` : ''}`;
}

/** Round, turn and who plays, or how the game ended; and the campaign being played. */
export function statusHtml(state: GameState, awaiting: readonly string[], awaitingFor: string): string {
  const names = awaiting.map((id) => nameHtml(playerName(state, id))).join(', ');
  const turn = state.result
    ? resultHtml(state, state.result)
    : `${state.week ? 'Week' : 'Round'} ${escapeText(state.round)} · turn ${escapeText(state.turnNumber)}${names ? ` · ${names} ${escapeText(awaitingFor)}` : ''}`;
  const c = state.campaign;
  const campaign =
    c.kind === 'economics'
      ? `Economics: first to ${escapeText(c.wealthTarget)} wealth${c.turnLimit === null ? '' : `, at most ${escapeText(c.turnLimit)} turns`}`
      : 'Conquest: the last one standing wins';
  return `<p class="status">${turn}</p><p class="campaign">${campaign}</p>`;
}

export function playersHtml(state: GameState, colours: readonly string[], awaiting: readonly string[], awaitingFor: string): string {
  const units = new Map<string, number>();
  const buildings = new Map<string, number>();
  for (const u of Object.values(state.units)) units.set(u.owner, (units.get(u.owner) ?? 0) + 1);
  for (const b of Object.values(state.buildings)) buildings.set(b.owner, (buildings.get(b.owner) ?? 0) + 1);
  const rows = state.players.map((p, i) => {
    const on = awaiting.includes(p.id) && !state.result;
    const cls = [on ? 'on' : '', p.eliminated ? 'out' : ''].filter(Boolean).join(' ');
    const race = Object.hasOwn(RACES, p.race) ? RACES[p.race].name : p.race;
    const note = on ? `<span class="tag">${escapeText(awaitingFor)}</span>` : p.eliminated ? '<span class="tag">out</span>' : '';
    return (
      `<tr${cls ? ` class="${cls}"` : ''}><td><span class="dot p${i}" title="${escapeText(colours[i] ?? '')}"></span></td>` +
      `<td class="nm">${nameHtml(p.name)} ${note}</td><td>${escapeText(race)}</td>` +
      `<td class="n">${escapeText(p.gold)}</td><td class="n">${units.get(p.id) ?? 0}</td><td class="n">${buildings.get(p.id) ?? 0}</td></tr>`
    );
  });
  return (
    '<section><h2>Players</h2><table class="players"><thead><tr><th></th><th>Player</th><th>Race</th>' +
    `<th class="n">Gold</th><th class="n">Units</th><th class="n">Bldgs</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`
  );
}

export function reportHtml(report: readonly string[], dice: string): string {
  const lines =
    report.length > 0 ? `<ol class="report">${report.map((line) => `<li>${escapeText(line)}</li>`).join('')}</ol>` : '<p class="none">Nothing to report.</p>';
  return `<section><h2>Last report</h2>${lines}<p class="dice"><b>Dice:</b> ${escapeText(dice)}</p></section>`;
}

/** Terrains on the map with their share, then the letters of the buildings and of the units in play. */
export function keyHtml(state: GameState): string {
  const counts = new Map<string, number>();
  for (const t of state.map.terrain) counts.set(t, (counts.get(t) ?? 0) + 1);
  const total = Math.max(1, state.map.terrain.length);
  const terrains = TERRAIN_IDS.filter((t) => counts.has(t)).map((t) => {
    const share = Math.round((100 * (counts.get(t) ?? 0)) / total);
    return `<li>${terrainSwatch(t)}${escapeText(TERRAIN[t].name)} <span class="muted">${share}%</span></li>`;
  });
  const buildings = BUILDING_IDS.map((b) => `<li><span class="ab sq">${BUILDING_LETTERS[b]}</span>${BUILDINGS[b].name}</li>`);
  const races = [...new Set(state.players.map((p) => p.race))].filter((r) => Object.hasOwn(RACES, r));
  const units = races.map((race) => {
    const list = RACES[race].units.map((u) => `<span class="ut"><span class="ab">${UNIT_LETTERS[u]}</span>${UNITS[u].name}</span>`).join(' ');
    return `<li><b>${RACES[race].name}</b> ${list}</li>`;
  });
  return (
    `<section><h2>Key</h2><ul class="key terrain">${terrains.join('')}</ul>` +
    `<h3>Buildings</h3><ul class="key">${buildings.join('')}</ul>` +
    `<h3>Units</h3><ul class="key units">${units.join('')}</ul>` +
    '<p class="muted">A white ring marks a unit that is defending, a dashed orange one a besieged garrison. Hover a hex or piece to name it.</p></section>'
  );
}
