import { afterAll, describe, expect, test, vi } from 'vitest';
import { pixiApplicationOptions } from '../../src/board/pixiApplication.ts';
import { BatchTextureLimitSystem, capBatchTextures, type BatchLimits } from '../../src/board/rendererLimits.ts';

/** Stands in for Pixi's GlLimitsSystem: every context change measures `gpu` textures. */
function fakeLimits(gpu: number): BatchLimits & { measured: number } {
  return {
    measured: 0,
    maxBatchableTextures: 0,
    contextChange() {
      this.measured++;
      this.maxBatchableTextures = gpu;
    },
  };
}

describe('the batch texture limit', () => {
  test('caps what the limits system measures, at init and after every context restore', () => {
    const limits = fakeLimits(16);
    capBatchTextures(limits, 1);
    limits.contextChange();
    expect(limits).toMatchObject({ measured: 1, maxBatchableTextures: 1 });
    limits.maxBatchableTextures = 99; // whatever happened in between, a restore measures and caps again
    limits.contextChange();
    expect(limits).toMatchObject({ measured: 2, maxBatchableTextures: 1 });
  });

  test('never raises what the GPU allows', () => {
    const limits = fakeLimits(8);
    capBatchTextures(limits, 32);
    limits.contextChange();
    expect(limits.maxBatchableTextures).toBe(8);
  });

  test('the renderer system applies the option to its own renderer only, and only when given', () => {
    const limited = { limits: fakeLimits(16) };
    const other = { limits: fakeLimits(16) };
    new BatchTextureLimitSystem(limited).init({ batchTextureLimit: 1 });
    new BatchTextureLimitSystem(other).init({});
    limited.limits.contextChange();
    other.limits.contextChange();
    expect(limited.limits.maxBatchableTextures).toBe(1);
    expect(other.limits.maxBatchableTextures).toBe(16);
  });

  test('the board asks for one texture per batch and lists the system that applies it', () => {
    vi.stubGlobal('window', { location: { search: '?renderer=webgl' } });
    const options = pixiApplicationOptions();
    vi.unstubAllGlobals();
    expect(options.batchTextureLimit).toBe(1);
    expect(options.extensions).toContain(BatchTextureLimitSystem);
  });
});

describe('with Pixi itself', () => {
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  test('the system runs its init before the GL context system makes the context and measures the limits', async () => {
    vi.stubGlobal('navigator', { userAgent: 'node' }); // Pixi reads it when loaded; Node 20 has none
    const { extensions, ExtensionType, WebGLRenderer } = await import('pixi.js');
    expect(BatchTextureLimitSystem.extension.type).toEqual([ExtensionType.WebGLSystem]);
    extensions.add(BatchTextureLimitSystem);
    // Pixi calls systems' init in this order (AbstractRenderer.init), and constructs them all first.
    const systems = (new WebGLRenderer() as unknown as { config: { systems: { name: string }[] } }).config.systems.map((s) => s.name);
    expect(systems).toContain('batchTextureLimit');
    expect(systems.indexOf('batchTextureLimit')).toBeLessThan(systems.indexOf('context'));
    expect(systems.indexOf('context')).toBeLessThan(systems.indexOf('limits'));
  });
});
