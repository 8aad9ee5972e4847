import { defineConfig } from 'vitest/config';


export default defineConfig({
  resolve: {
    alias: { '@': new URL('./src', import.meta.url).pathname },
  },
  test: {
    include: ['packages/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'apps/**/*.test.ts', 'migrations/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Component tests (src/**/*.test.tsx that click and type) choose happy-dom with a
    // `// @vitest-environment happy-dom` first line; every other test runs in Node.
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
