import { useState, type FormEvent } from 'react';
import { useToast } from '@/features/toast/useToast';
import { adminCall } from './adminApi';
import { withoutEmptyFile } from './imageField';

/**
 * Sends an admin create/edit form with its optional `image` file as multipart: POST `path` for a
 * new entry, PUT `path` with the `id` while editing. `prepare` adjusts the fields first; the
 * server's Korean answer shows in a toast, and `onSaved` follows a success.
 */
export function usePhotoFormSubmit({ path, editingId, prepare, onSaved }: { path: string; editingId: number | undefined; prepare?: (form: FormData) => void; onSaved: () => void }) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = withoutEmptyFile(new FormData(event.currentTarget));
    prepare?.(form);
    if (editingId !== undefined) form.set('id', String(editingId));
    setSaving(true);
    const answer = await adminCall(editingId !== undefined ? 'PUT' : 'POST', path, form);
    setSaving(false);
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    onSaved();
  };

  return { saving, submit };
}
