import path from 'node:path';

/** The repository's root folder (package.json, .env, .next, data/): where the site runs from. */
export const REPO_ROOT = path.resolve(__dirname, '../../../..');
