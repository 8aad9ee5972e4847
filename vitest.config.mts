import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Two projects, one run:
 * - `node`: the API, migrations, scripts and the shared package. Their files share each worker's
 *   modules (`isolate: false`): each file had paid again for importing the app and its libraries
 *   (239 of the run's worker-seconds; the run on the 2-core machine 420 -> 320 s). Nothing is lost
 *   between files that matters: each test builds its own app, databases and servers, and what a
 *   file changes for the process (a spy on `Date.now`, fake timers, a stubbed env) it undoes in its
 *   own `finally` or `afterAll`. A module mocked in one file (`vi.mock`) would stay mocked, or
 *   stay unmocked because it was already loaded, for the next: such a file is named
 *   `*.mock.test.ts` and runs isolated (eslint refuses `vi.mock` in any other node test).
 * - `isolated`: the web app's tests (components with happy-dom, the store, the browser's helpers)
 *   and the node tests that mock a module, each file in its own module graph: the web's render
 *   into one document and mock modules.
 */
const NODE_TESTS = ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'migrations/**/*.test.ts', 'scripts/**/*.test.ts'];
const MOCKING_TESTS = '**/*.mock.test.ts';
const WEB_TESTS = ['src/**/*.test.{ts,tsx}'];

/**
 * The files that run longest (30-60 s each). vitest starts the slowest files first when its cache
 * (node_modules/.vite) has their times, and the largest files first when it has none, as in CI's
 * fresh checkout: there the authorization matrix, short to read, started last and ran alone at
 * the end for a minute while the other workers had nothing left.
 */
const LONGEST = ['apps/api/src/security/authorizationMatrix.', 'apps/api/src/backup/backupRestore.test.ts'];

/** vitest's order, with the files of LONGEST moved to the front of their project's run. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const longest = (file: TestSpecification) => LONGEST.some((path) => file.moduleId.includes(path));
    const rank = (file: TestSpecification) => sorted.findIndex((other) => other.project.name === file.project.name);
    return [...sorted].sort((a, b) => rank(a) - rank(b) || Number(longest(b)) - Number(longest(a)) || sorted.indexOf(a) - sorted.indexOf(b));
  }
}

export default defineConfig({
  resolve: {
    alias: { '@': new URL('./src', import.meta.url).pathname },
  },
  // postcss.config.js is Next's (plugins named as strings, which Next resolves): tests need no
  // PostCSS, and an inline config keeps Vite from loading that file.
  css: { postcss: { plugins: [] } },
  test: {
    // Component tests (src/**/*.test.tsx that click and type) choose happy-dom with a
    // `// @vitest-environment happy-dom` first line; every other test runs in Node.
    environment: 'node',
    // Two test files per core (at most 8 at once): a file spends about half its time waiting on
    // its databases, the servers it starts and their timers, so with one per core the CPU sat
    // about 45% idle; on the 2-core CI machine four at once halved the run (851 -> 426 s).
    maxWorkers: Math.min(2 * availableParallelism(), 8),
    sequence: { sequencer: LongestFirst },
    testTimeout: 20_000,
    // The run's temporary folder, and the MySQL template databases of its test processes (apps/api/src/test/globalSetup.ts).
    globalSetup: ['apps/api/src/test/globalSetup.ts'],
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'node', include: NODE_TESTS, exclude: [...configDefaults.exclude, MOCKING_TESTS], isolate: false } },
      { extends: true, test: { name: 'isolated', include: [...WEB_TESTS, MOCKING_TESTS], setupFiles: ['src/test/webSetup.ts'] } },
    ],
  },
});
