import { TERRAIN, type RaceId } from '../../rules/index.ts';
import type { StartCheck } from '../edits/startChecks.ts';
import { useEditor, useEditorStore } from './useEditor.ts';
import { PlayerCountOptions, RaceOptions } from '../../ui/PickerOptions.tsx';

function verdict(check: StartCheck): { text: string; ok: boolean | null } {
  if (!check.at) return { text: 'not placed', ok: null };
  const where = `(${check.at.col},${check.at.row})`;
  if (check.shared) return { text: `${where}: shares a hex with another start`, ok: false };
  if (check.onWater) return { text: `${where}: on water`, ok: false };
  // A slot without a race has no home terrain, so nothing is near or far.
  if (check.homeNear === null || check.homeTerrain === null) return { text: `${where}: any race`, ok: null };
  const home = TERRAIN[check.homeTerrain].name;
  return check.homeNear ? { text: `${where}: ${home} within 2 ✓`, ok: true } : { text: `${where}: no ${home} within 2 ✗`, ok: false };
}

/** Player slots: place each start, give it a race, see whether its home terrain is near. */
export function StartPanel({ checks }: { checks: readonly StartCheck[] }) {
  const tool = useEditor((s) => s.tool);
  const activeSlot = useEditor((s) => s.activeSlot);
  const actions = useEditorStore().getState();
  return (
    <section aria-labelledby="starts-heading">
      <h2 id="starts-heading">Start positions</h2>
      <label>
        Player slots{' '}
        <select value={checks.length} onChange={(e) => actions.setSlotCount(Number(e.target.value))}>
          <PlayerCountOptions />
        </select>
      </label>
      <ol className="editor-slots">
        {checks.map((check) => {
          const v = verdict(check);
          const n = check.slot + 1;
          return (
            <li key={check.slot} data-testid={`slot-${n}`}>
              <button
                type="button"
                aria-pressed={tool === 'start' && activeSlot === check.slot}
                onClick={() => {
                  actions.setTool('start');
                  actions.setActiveSlot(check.slot);
                }}
              >
                Place start {n}
              </button>
              <label>
                <span className="sr-only">Race of slot {n}</span>
                <select value={check.race ?? ''} onChange={(e) => actions.setSlotRace(check.slot, (e.target.value || null) as RaceId | null)}>
                  <option value="">Any race</option>
                  <RaceOptions />
                </select>
              </label>
              <span className={v.ok === false ? 'bad' : v.ok ? 'good' : 'muted'}>{v.text}</span>
              {check.at && (
                <>
                  <button type="button" aria-label={`Show start ${n}`} onClick={() => actions.setCursor(check.at)}>
                    Show
                  </button>
                  <button type="button" aria-label={`Clear start ${n}`} onClick={() => actions.clearStart(check.slot)}>
                    Clear
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
