import fs from 'node:fs';
import { request, type FullConfig } from '@playwright/test';
import { POPUP_HIDDEN_STATE } from './popupState';

/**
 * Hides the demo pop-up for the browser state every test starts from (see popupState.ts). The
 * function it answers is Playwright's global teardown: the state's file goes when the run ends.
 */
export default async function globalSetup(config: FullConfig): Promise<() => void> {
  const context = await request.newContext({ baseURL: config.projects[0]?.use.baseURL });
  const res = await context.post('/api/popup/hide');
  // 404: no pop-up is showing, nothing to hide.
  if (res.status() !== 200 && res.status() !== 404) throw new Error(`hiding the pop-up answered ${res.status()}`);
  await context.storageState({ path: POPUP_HIDDEN_STATE });
  await context.dispose();
  return () => fs.rmSync(POPUP_HIDDEN_STATE, { force: true });
}
