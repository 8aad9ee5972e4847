import { useCallback, useEffect, useState } from 'react';
import { useToast } from '@/features/toast/useToast';
import { adminCall } from './adminApi';

/**
 * Loads an admin list for the query and again after `reload()`; a refusal shows its Korean message
 * in a red toast and keeps what was shown before.
 */
export function useAdminList<T>(path: string, query?: Record<string, string | undefined>) {
  const toast = useToast();
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ key: string; data: T | undefined }>({ key: '', data: undefined });
  const queryKey = JSON.stringify(query ?? {});
  const requestKey = `${path}?${queryKey}#${version}`;

  useEffect(() => {
    let live = true;
    void adminCall<T>('GET', path, undefined, JSON.parse(queryKey) as Record<string, string | undefined>).then((answer) => {
      if (!live) return;
      if (!answer.ok) toast.warning(answer.message);
      setState((previous) => ({ key: requestKey, data: answer.ok ? answer.data : previous.data }));
    });
    return () => {
      live = false;
    };
  }, [path, queryKey, requestKey, toast]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const setData = useCallback((data: T | undefined) => setState((previous) => ({ ...previous, data })), []);

  return { data: state.data, loading: state.key !== requestKey, reload, setData };
}
