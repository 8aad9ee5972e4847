import { defineConfig } from 'vitest/config';


export default defineConfig({
  resolve: {
    alias: { '@': new URL('./src', import.meta.url).pathname },
  },
  test: {
    include: ['packages/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'apps/**/*.test.ts', 'migrations/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
