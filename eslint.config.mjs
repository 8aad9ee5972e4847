import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const NO_LOCALE_FORMATTING = {
  selector: "CallExpression[callee.property.name='toLocaleString'][arguments.length>0]",
  message: 'Write numbers with formatNumber (@nanum/shared/numberFormat): toLocaleString with a locale makes an Intl formatter each call.',
};
const LINK_STATES_PREFETCH = {
  selector: "JSXOpeningElement[name.name='Link']:not(:has(JSXAttribute[name.name='prefetch']))",
  message: 'Give the link prefetch={false} (it then prefetches on hover and touch): in view, next/link runs the linked page\'s code at start on a phone (docs/STARTUP.md).',
};

export default tseslint.config(
  { ignores: ['node_modules/', '.next/', 'data/', 'coverage/', 'test-results/', 'playwright-report/', 'next-env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // packages/shared is pure: no Node or DOM.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'react', 'react-dom'] }],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'localStorage'],
    },
  },
  {
    // What pages show: numbers through formatNumber (packages/shared/src/numberFormat.ts), not an
    // Intl formatter made at render, the costliest step of a board list's start on a phone; and
    // links that say whether they prefetch: next/link prefetches in view by default, and then runs
    // the linked page's code in the browser's idle time (docs/STARTUP.md, third and ninth looks).
    files: ['src/**/*.tsx', 'packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'packages/shared/src/numberFormat.ts'],
    rules: {
      'no-restricted-syntax': ['error', NO_LOCALE_FORMATTING],
    },
  },
  {
    // The admin area (one page, desktop operators) may prefetch its links in view.
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'src/features/admin/**'],
    rules: {
      'no-restricted-syntax': ['error', NO_LOCALE_FORMATTING, LINK_STATES_PREFETCH],
    },
  },
  {
    // What the server renders loads with next/dynamic (its default, ssr: true), not React.lazy: a
    // lazy part hydrates only when its chunk arrives, and until then its forms are the browser's
    // own (a post's survey was submitted as a plain form and its answer lost; docs/BUNDLES.md).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'react', importNames: ['lazy'], message: 'Use next/dynamic: a React.lazy part is hydrated only once its chunk arrives (docs/BUNDLES.md).' }] }],
    },
  },
  {
    // The node tests share their workers' modules (vitest.config.mts): a mocked module would leak
    // into the next file. A test that must mock a module is named *.mock.test.ts and runs isolated.
    files: ['apps/**/*.test.ts', 'packages/**/*.test.ts', 'migrations/**/*.test.ts', 'scripts/**/*.test.ts'],
    ignores: ['**/*.mock.test.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'vi', property: 'mock', message: 'The node tests share modules between files (vitest.config.mts): name a file that mocks a module *.mock.test.ts.' }, { object: 'vi', property: 'doMock', message: 'The node tests share modules between files (vitest.config.mts).' }],
    },
  },
  {
    // A migration never changes once merged, so it rests on nothing that can: knex and its frozen
    // ./helpers only, no app or shared code (migrations/index.ts).
    files: ['migrations/*.ts', 'migrations/helpers/*.ts'],
    ignores: ['migrations/*.test.ts', 'migrations/index.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['../*', '@nanum/*'] }],
    },
  },
);
