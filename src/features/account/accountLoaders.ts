import { useEffect } from 'react';
import { whenIdle } from '@/lib/whenIdle';

/**
 * The account schemas (zod, @nanum/shared/accountSchemas) load on demand, not with the sign-up
 * and recovery pages: the forms check with them on submit. null when the code could not be
 * loaded (a network gap), which the forms report as a failed connection.
 */
export const loadAccountSchemas = () => import('@nanum/shared/accountSchemas').catch(() => null);

/**
 * The sign-up's calls (accountApi.ts, with the request helper's bodies and answers of any status)
 * load the same way: the sign-up form sends nothing before a click. null when the code could not
 * be loaded, reported as a failed connection.
 */
export const loadAccountApi = () => import('./accountApi').catch(() => null);

/** Fetches the schemas and the calls once the browser is first idle, so that a submit does not wait for them. */
export function usePreloadedAccountSchemas(): void {
  useEffect(
    () =>
      whenIdle(() => {
        void loadAccountSchemas();
        void loadAccountApi();
      }),
    [],
  );
}
