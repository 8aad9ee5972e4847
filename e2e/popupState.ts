import os from 'node:os';
import path from 'node:path';

/**
 * The demo data has an active pop-up, which would cover every page of every spec. globalSetup hides
 * it for one browser id (as a visitor clicking "hide for a week" would) and every test starts from
 * that browser state; e2e/sitePopup.spec.ts starts from an empty state to test the pop-up itself.
 */
const port = new URL(process.env.BASE_URL ?? 'http://127.0.0.1:3000').port || '80';
export const POPUP_HIDDEN_STATE = path.join(os.tmpdir(), `nanum-e2e-popup-hidden-${port}.json`);
