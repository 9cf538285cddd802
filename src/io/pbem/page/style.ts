// The page's stylesheet: dark like the app around the board, one column on phones, two on wide screens.
// Player colours become classes .p0, .p1, … so every piece names its owner's colour once, not inline.
import { inkOn, UNKNOWN_OWNER_COLOUR } from './palette.ts';

const BASE = `
:root{color-scheme:dark;--bg:#1b2330;--panel:#232d3d;--line:#36435a;--text:#e8ecf2;--muted:#9aa6b8;--accent:#f0c36a}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header{padding:14px 18px 6px}
h1{margin:0;font-size:1.5rem;line-height:1.2}
h2{margin:0 0 8px;font-size:1rem;color:var(--accent);text-transform:uppercase;letter-spacing:.06em}
h3{margin:10px 0 4px;font-size:.9rem;color:var(--muted)}
.headline{margin:4px 0 0;font-size:1.15rem;font-weight:600}
.status{margin:4px 0 0}.campaign{margin:2px 0 0;color:var(--muted);font-size:.9rem}
main{display:grid;grid-template-columns:minmax(0,1fr) 23rem;gap:14px;padding:8px 18px 18px;align-items:start}
@media (max-width:62rem){main{grid-template-columns:minmax(0,1fr)}}
.boardbox{background:#111823;border:1px solid var(--line);border-radius:8px;padding:6px}
.zoom{display:inline-flex;gap:6px;align-items:center;color:var(--muted);font-size:.85rem;margin:0 0 6px 4px;cursor:pointer}
.board{overflow:auto;max-height:92vh}
svg.map{display:block;width:100%;height:auto;max-width:100%}
#zoom:checked~.board svg.map{max-width:none}#zoom:checked~.board .pc .s{transform:none}
.ref{display:none}#zoom:checked~.board .ref{display:inline}.plain .tp{display:none}#zoom:checked~.board .plain .tp{display:inline}
.ref text{font-size:1.1px;fill:#fff;stroke:#0d1118;stroke-width:.25px;paint-order:stroke;text-anchor:middle;pointer-events:none}
aside section{background:var(--panel);border:1px solid var(--line);border-radius:8px;padding:10px 12px;margin:0 0 12px}
table.players{width:100%;border-collapse:collapse;font-size:.92rem}
.players th{font-weight:600;color:var(--muted);text-align:left;padding:2px 4px;border-bottom:1px solid var(--line)}
.players td{padding:4px;border-bottom:1px solid #2c374a}
.players .n{text-align:right;font-variant-numeric:tabular-nums}
.players tr.on td{background:#2e3b52}.players tr.on .nm{font-weight:700}
.players tr.out td{color:var(--muted)}.players tr.out .nm bdi{text-decoration:line-through}
.nm{overflow-wrap:anywhere}
.tag{font-size:.72rem;padding:0 5px;border-radius:8px;background:var(--accent);color:#222;white-space:nowrap}
.out .tag{background:#555;color:#ddd}
.dot{display:inline-block;width:14px;height:14px;border-radius:50%;border:1.5px solid #0d1118;vertical-align:middle}
ol.report{margin:0;padding-left:1.4em;max-height:22rem;overflow:auto;overflow-wrap:anywhere}
ol.report li{margin:2px 0}
.dice{margin:8px 0 0;font-size:.88rem;color:var(--muted);overflow-wrap:anywhere}.dice b{color:var(--text)}
.none,.muted{color:var(--muted)}p.muted{font-size:.82rem;margin:8px 0 0}
ul.key{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4px 12px;font-size:.9rem}
ul.key li{display:flex;align-items:center;gap:5px}ul.units{display:block}ul.units li{display:block;margin:2px 0}.ut{white-space:nowrap}
.sw{width:20px;height:23px}
.ab{display:inline-block;min-width:1.7em;padding:0 3px;margin:0 3px 0 6px;border-radius:1em;background:#d8dde6;color:#1a1a1a;font-size:.75rem;font-weight:700;text-align:center}
.ab.sq{border-radius:3px;margin-left:0}
footer{padding:0 18px 18px;color:var(--muted);font-size:.8rem;overflow-wrap:anywhere}
code{font-size:.95em}
.edge{fill:none;stroke:#0d1118;stroke-width:1.5px;vector-effect:non-scaling-stroke}
.rl text{fill:var(--muted);text-anchor:middle;font-weight:600}.rl .rr{text-anchor:end}
.hv use{fill:#fff;fill-opacity:0}.hv use:hover{fill-opacity:.35}
.pc text{text-anchor:middle;font-weight:700;font-size:1.25px;pointer-events:none}
.u circle{stroke:#0d1118;stroke-width:.2}.u .d{fill:none;stroke:#fff;stroke-width:.3}.u .sg{stroke:#f28c28;stroke-dasharray:.45 .3}
.b rect{stroke:#0d1118;stroke-width:.2}.b text{font-size:1.5px}
`;

/** CSS for player i's colour on discs, plates and table dots, with legible letters on each. */
function ownerRules(cls: string, colour: string): string {
  return `.${cls} circle:not(.d),.${cls} rect,.dot.${cls}{fill:${colour};background:${colour}}.${cls} text{fill:${inkOn(colour)}}`;
}

/** The stylesheet for a page whose players have `colours` (validated #rrggbb, in turn order). */
export function pageStyle(colours: readonly string[]): string {
  const owners = colours.map((c, i) => ownerRules(`p${i}`, c));
  owners.push(ownerRules('px', UNKNOWN_OWNER_COLOUR));
  return `${BASE.trim()}\n${owners.join('\n')}`;
}
