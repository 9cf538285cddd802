import { TERRAIN, TERRAIN_IDS } from '../../rules/index.ts';
import { TERRAIN_COLOUR } from '../../board/terrainArt.ts';
import { MAX_BRUSH_RADIUS, type EditorTool } from '../editorStore.ts';
import type { TerrainId } from '../../rules/index.ts';
import { useEditor, useEditorStore } from './useEditor.ts';

const TOOLS: readonly { id: EditorTool; label: string; key: string }[] = [
  { id: 'brush', label: 'Brush', key: 'B' },
  { id: 'fill', label: 'Fill', key: 'F' },
  { id: 'eyedropper', label: 'Eyedropper', key: 'I' },
  { id: 'start', label: 'Start positions', key: 'S' },
];

/** The tool in hand in a few words, for the closed drawer of tools on a narrow screen: "Brush: Forest, radius 1". */
export function toolSummary(tool: EditorTool, terrain: TerrainId, radius: number): string {
  const label = TOOLS.find((t) => t.id === tool)?.label ?? tool;
  if (tool === 'brush') return `${label}: ${TERRAIN[terrain].name}, radius ${radius}`;
  return tool === 'fill' ? `${label}: ${TERRAIN[terrain].name}` : label;
}

const hex = (n: number) => `#${n.toString(16).padStart(6, '0')}`;

/** Terrain palette (keys 1–8), tools and brush size. */
export function ToolPanel() {
  const tool = useEditor((s) => s.tool);
  const terrain = useEditor((s) => s.terrain);
  const radius = useEditor((s) => s.radius);
  const actions = useEditorStore().getState();
  return (
    <>
      <section aria-labelledby="palette-heading">
        <h2 id="palette-heading">Terrain</h2>
        <div className="editor-palette">
          {TERRAIN_IDS.map((id, i) => (
            <button
              key={id}
              type="button"
              aria-pressed={terrain === id}
              aria-keyshortcuts={String(i + 1)}
              title={`${TERRAIN[id].name} (${i + 1})`}
              onClick={() => actions.setTerrain(id)}
            >
              <span className="editor-swatch" style={{ background: hex(TERRAIN_COLOUR[id]) }} aria-hidden="true" />
              {TERRAIN[id].name}
              {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <kbd> is not focusable (Biome 2.6 counts it as one); aria-keyshortcuts says the key */}
              <kbd aria-hidden="true">{i + 1}</kbd>
            </button>
          ))}
        </div>
      </section>
      <section aria-labelledby="tools-heading">
        <h2 id="tools-heading">Tools</h2>
        <div className="editor-tools">
          {TOOLS.map((t) => (
            <button key={t.id} type="button" aria-pressed={tool === t.id} aria-keyshortcuts={t.key} onClick={() => actions.setTool(t.id)}>
              {t.label}{' '}
              {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <kbd> is not focusable (Biome 2.6 counts it as one); aria-keyshortcuts says the key */}
              <kbd aria-hidden="true">{t.key}</kbd>
            </button>
          ))}
        </div>
        <label className="editor-radius">
          Brush radius: {radius}
          <input type="range" min={0} max={MAX_BRUSH_RADIUS} step={1} value={radius} onChange={(e) => actions.setRadius(Number(e.target.value))} />
        </label>
        <p className="muted editor-hint">Brush: drag to paint; hold Space and drag to move the map. [ and ] change the radius.</p>
      </section>
    </>
  );
}
