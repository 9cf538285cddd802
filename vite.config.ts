import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

/**
 * The built app's Content-Security-Policy, as a meta tag (a static host need set no header): scripts and workers
 * from its own origin only (Pixi's own workers are blob: URLs), no eval, connections to its origin and to message
 * servers (ws:, wss:), images and textures from its origin or made on the page. Not in the dev server, whose hot
 * reload injects an inline script.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss: data: blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'karnage-content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' }],
  };
}

/**
 * Installable and offline after one visit: a manifest, and a service worker (Workbox) that precaches the whole
 * built app — every screen loaded on demand included — and answers every page with it. A new version waits
 * until the player takes it ("prompt": src/ui/UpdateNotice.tsx), so nothing changes under a game.
 */
const progressiveWebApp = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'favicon-turn.svg'],
  manifest: {
    name: 'Karnage',
    short_name: 'Karnage',
    description: 'A hex-map wargame for friends at one screen, map makers and e-mail referees.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#15181d',
    theme_color: '#a93226',
    icons: [
      { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,json,woff2}'],
    // The board's renderer is the biggest file: well under this.
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    navigateFallback: 'index.html',
    cleanupOutdatedCaches: true,
  },
});

export default defineConfig({
  plugins: [react(), contentSecurityPolicy(), progressiveWebApp],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  test: {
    projects: [
      {
        extends: true,
        // Property tests play whole games: give them room on a busy two-core machine.
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: ['test/e2e/**'],
          testTimeout: 30_000,
          setupFiles: ['test/support/allCombatSystems.ts'],
        },
      },
      {
        extends: true,
        // Browser tests share one built app and one Chromium; run them one file at a time.
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.test.ts'],
          globalSetup: ['test/e2e/globalSetup.ts'],
          setupFiles: ['test/support/allCombatSystems.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
