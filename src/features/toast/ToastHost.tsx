import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { useOnceTrue } from '@/lib/useOnceTrue';
import { whenIdle } from '@/lib/whenIdle';
import { useAppSelector } from '@/store/hooks';

// One loader for the component and the fetch ahead below: webpack fetches the chunk once.
const loadToastViewport = () => import('./ToastViewport');
const ToastViewport = dynamic(loadToastViewport, { ssr: false });

/**
 * Mounts the toast stack (ToastViewport) with the first toast, so its code is not part of the
 * JavaScript every page loads; the code is fetched when the browser is first idle, so a toast
 * right after load (a notification over the socket, a login) shows without waiting. The stack is
 * fixed on top of the page: mounting it later moves nothing. It stays mounted afterwards.
 */
export default function ToastHost() {
  // Read without toastSlice's selector: the slice joins the store with the first module that shows a toast.
  const shown = useAppSelector((state) => (state.toast?.items.length ?? 0) > 0);
  useEffect(() => whenIdle(() => void loadToastViewport().catch(() => undefined)), []);
  return useOnceTrue(shown) ? <ToastViewport /> : null;
}
