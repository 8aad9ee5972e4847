import type { FormEvent } from 'react';
import { useToast } from '@/features/toast/useToast';
import { useBusy } from '@/lib/useBusy';
import { adminCall } from './adminApi';
import { withoutEmptyFile } from './imageField';

/**
 * Sends an admin create/edit form with its optional `image` file as multipart: POST `path` for a
 * new entry, PUT `path` with the `id` while editing. `prepare` adjusts the fields first; the
 * server's Korean answer shows in a toast, and `onSaved` follows a success. One at a time: a
 * submit while one is saved sends nothing (useBusy), `saving` meanwhile (SaveCancelButtons).
 */
export function usePhotoFormSubmit({ path, editingId, prepare, onSaved }: { path: string; editingId: number | undefined; prepare?: (form: FormData) => void; onSaved: () => void }) {
  const toast = useToast();
  const request = useBusy();

  const save = async (form: FormData) => {
    const answer = await adminCall(editingId !== undefined ? 'PUT' : 'POST', path, form);
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    onSaved();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.busy) return;
    const form = withoutEmptyFile(new FormData(event.currentTarget));
    prepare?.(form);
    if (editingId !== undefined) form.set('id', String(editingId));
    void request.run(() => save(form));
  };

  return { saving: request.busy, submit };
}
