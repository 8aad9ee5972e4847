import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';


export default defineConfig({
  resolve: {
    alias: { '@': new URL('./src', import.meta.url).pathname },
  },
  // postcss.config.js is Next's (plugins named as strings, which Next resolves): tests need no
  // PostCSS, and an inline config keeps Vite from loading that file.
  css: { postcss: { plugins: [] } },
  test: {
    include: ['packages/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'apps/**/*.test.ts', 'migrations/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Component tests (src/**/*.test.tsx that click and type) choose happy-dom with a
    // `// @vitest-environment happy-dom` first line; every other test runs in Node.
    environment: 'node',
    // Two test files per core (at most 8 at once): a file spends about half its time waiting on
    // its databases, the servers it starts and their timers, so with one per core the CPU sat
    // about 45% idle; on the 2-core CI machine four at once halved the run (851 -> 426 s).
    maxWorkers: Math.min(2 * availableParallelism(), 8),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
