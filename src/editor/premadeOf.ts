import { HOME_TERRAIN_RADIUS, MIN_PLAYERS, RACES, TERRAIN, type HexCoord } from '../rules/index.ts';
import { listed } from '../rules/text/names.ts';
import type { PremadeMap } from '../state/premadeMap.ts';
import type { EditorDraft } from './draft.ts';
import { cleanName } from './draftFile.ts';
import { startChecks, type StartCheck } from './edits/startChecks.ts';

/** The draft as a map to play: its placed starts, in slot order, or why it cannot be played yet. */
export function premadeOf(draft: EditorDraft): PremadeMap | { error: string } {
  const checks = startChecks(draft.map, draft.slots);
  const placed = checks.filter((c): c is StartCheck & { readonly at: HexCoord } => c.at !== null);
  if (placed.length < MIN_PLAYERS) return { error: `place at least ${MIN_PLAYERS} start positions first (${placed.length} placed)` };
  const shared = placed.find((c) => c.shared);
  if (shared) return { error: `start ${shared.slot + 1} is on the same hex as another start` };
  const wet = placed.find((c) => c.onWater);
  if (wet) return { error: `start ${wet.slot + 1} is on water` };
  return {
    name: cleanName(draft.name),
    map: draft.map,
    starts: placed.map((c) => ({ at: c.at, race: c.race })),
    ...(draft.combat ? { combat: draft.combat } : {}),
  };
}

/** What "Play this map" does with the draft: refuse and say why, ask first about starts flagged ✗, or play. */
export type PlayVerdict =
  | { readonly kind: 'refuse'; readonly reason: string }
  | { readonly kind: 'ask'; readonly question: string; readonly premade: PremadeMap }
  | { readonly kind: 'play'; readonly premade: PremadeMap };

/**
 * A draft that cannot be played is refused with its reason; one with a start flagged ✗ in the editor (its race's
 * home terrain not within 2 hexes, as the rules of start positions want) is played only once the maker says so.
 */
export function playVerdict(draft: EditorDraft): PlayVerdict {
  const premade = premadeOf(draft);
  if ('error' in premade) return { kind: 'refuse', reason: `Cannot play yet: ${premade.error}.` };
  const far = startChecks(draft.map, draft.slots).flatMap((c) =>
    c.at && c.race && c.homeTerrain && c.homeNear === false
      ? [`start ${c.slot + 1} (${RACES[c.race].name}) has no ${TERRAIN[c.homeTerrain].name} within ${HOME_TERRAIN_RADIUS} hexes`]
      : [],
  );
  if (far.length === 0) return { kind: 'play', premade };
  const said = listed(far);
  return { kind: 'ask', question: `${said.charAt(0).toUpperCase()}${said.slice(1)}. Play this map anyway?`, premade };
}
