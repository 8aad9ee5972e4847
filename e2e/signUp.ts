import { expect, type Page } from '@playwright/test';
import { codeFrom, waitForMail } from './mail';

/** Password of the members the browser tests sign up themselves. */
export const SIGN_UP_PASSWORD = 'Nanum#2027';

/**
 * Signs a new member up the way the join page does (code by mail, verify, join), in the page's
 * context: they end logged in and certified. Answers their id.
 */
export async function signUp(page: Page, email: string, name: string): Promise<number> {
  expect((await page.request.post('/api/user/join/code', { data: { email } })).status()).toBe(200);
  const code = codeFrom(await waitForMail(email));
  expect((await page.request.post('/api/user/join/verify', { data: { email, code } })).status()).toBe(200);
  const joined = await page.request.post('/api/user/join', {
    data: { name, email, password: SIGN_UP_PASSWORD, passwordConfirm: SIGN_UP_PASSWORD, birthday: '2007-09-02', number: '010-5555-1234', gender: 2, agreeTerms: true, agreePrivacy: true },
  });
  expect(joined.status()).toBe(200);
  return (await (await page.request.get('/api/user/get/self/information')).json()).data.id;
}
