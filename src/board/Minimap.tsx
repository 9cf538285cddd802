// A small 2D-canvas overview in the board's corner (which a fit keeps clear of; it can be hidden): terrain, units as dots, and the visible area as a frame.
// Click or drag on it to move the view there. Terrain is painted once per map; units per state change;
// only the frame follows the camera.
import { useEffect, useMemo, useRef } from 'react';
import type { GameState, PlayerId } from '../rules/index.ts';
import { context2d } from './at.ts';
import type { BoardScene } from './boardScene.ts';
import { centreOn, viewRect } from './camera.ts';
import { hexCenterX, hexCenterY, worldSize } from './hexLayout.ts';
import { paintOverview } from './terrainOverview.ts';

const MAX_SIDE = 180;

interface MinimapProps {
  /** The element id, for the button that hides and shows it. */
  readonly id?: string;
  readonly state: GameState;
  readonly colours: Readonly<Record<PlayerId, string>>;
  readonly scene: BoardScene | null;
}

export function Minimap({ id, state, colours, scene }: MinimapProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { map } = state;
  const scale = useMemo(() => {
    const size = worldSize(map.width, map.height);
    return Math.min(MAX_SIDE / size.width, MAX_SIDE / size.height);
  }, [map.width, map.height]);
  const terrain = useMemo(() => paintOverview(map, scale), [map, scale]);
  const base = useMemo(() => {
    const c = document.createElement('canvas');
    c.width = terrain.width;
    c.height = terrain.height;
    const ctx = context2d(c);
    ctx.drawImage(terrain, 0, 0);
    // Dots at least 2 px, so single units remain visible on a 256×256 map.
    const dot = Math.max(2, 20 * scale);
    for (const unit of Object.values(state.units)) {
      ctx.fillStyle = colours[unit.owner] ?? '#999999';
      ctx.fillRect(hexCenterX(unit.at.col, unit.at.row) * scale - dot / 2, hexCenterY(unit.at.row) * scale - dot / 2, dot, dot);
    }
    return c;
  }, [terrain, state.units, colours, scale]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !scene) return;
    const draw = (): void => {
      const ctx = context2d(canvas);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      ctx.drawImage(base, 0, 0);
      const v = viewRect(scene.camera, scene.viewSize);
      ctx.strokeStyle = '#000000';
      ctx.lineWidth = 3;
      ctx.strokeRect(v.x * scale, v.y * scale, v.width * scale, v.height * scale);
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 1.5;
      ctx.strokeRect(v.x * scale, v.y * scale, v.width * scale, v.height * scale);
    };
    draw();
    return scene.onCameraChange(draw);
  }, [scene, base, scale]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !scene) return;
    let dragging = false;
    const go = (e: PointerEvent): void => {
      const r = canvas.getBoundingClientRect();
      const wx = ((e.clientX - r.left) * (canvas.width / r.width)) / scale;
      const wy = ((e.clientY - r.top) * (canvas.height / r.height)) / scale;
      scene.setCamera(centreOn(wx, wy, scene.camera.zoom, scene.worldSize, scene.viewSize));
    };
    const down = (e: PointerEvent): void => {
      dragging = true;
      canvas.setPointerCapture(e.pointerId);
      go(e);
    };
    const move = (e: PointerEvent): void => {
      if (dragging) go(e);
    };
    const up = (): void => {
      dragging = false;
    };
    canvas.addEventListener('pointerdown', down);
    canvas.addEventListener('pointermove', move);
    canvas.addEventListener('pointerup', up);
    canvas.addEventListener('pointercancel', up);
    return () => {
      canvas.removeEventListener('pointerdown', down);
      canvas.removeEventListener('pointermove', move);
      canvas.removeEventListener('pointerup', up);
      canvas.removeEventListener('pointercancel', up);
    };
  }, [scene, scale]);

  return (
    <canvas
      id={id}
      ref={canvasRef}
      className="karnage-board__minimap"
      width={base.width}
      height={base.height}
      role="img"
      aria-label="Minimap: click or drag to move the view"
    />
  );
}
