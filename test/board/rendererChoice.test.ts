import { describe, expect, test } from 'vitest';
import { isSoftwareRenderer, rendererOverride } from '../../src/board/rendererChoice.ts';

describe('choosing the board renderer', () => {
  test.each([
    'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
    'Google SwiftShader',
    'llvmpipe (LLVM 15.0.6, 256 bits)',
    'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
    'Mesa lavapipe',
  ])('%s is software rendering: the board draws with Canvas 2D', (name) => {
    expect(isSoftwareRenderer(name)).toBe(true);
  });

  test.each([
    'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
    'ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)',
    'Apple M2',
    'AMD Radeon Pro 5500M OpenGL Engine',
    'Adreno (TM) 650',
  ])('%s is a GPU: the board draws with WebGL', (name) => {
    expect(isSoftwareRenderer(name)).toBe(false);
  });

  test('?renderer= in the address forces a renderer; anything else leaves the choice to the machine', () => {
    expect(rendererOverride('?renderer=webgl')).toBe('webgl');
    expect(rendererOverride('?bench=board&renderer=canvas')).toBe('canvas');
    expect(rendererOverride('?renderer=webgpu')).toBeNull();
    expect(rendererOverride('')).toBeNull();
  });
});
