import { MIN_PLAYERS, type HexCoord } from '../rules/index.ts';
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
