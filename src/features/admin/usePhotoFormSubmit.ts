import type { FormEvent } from 'react';
import { useToast } from '@/features/toast/useToast';
import { useBusy } from '@/lib/useBusy';
import { adminCall } from './adminApi';
import { withoutEmptyFile } from './imageField';

/**
 * Sends an admin create/edit form with its optional `image` file as multipart: POST `path` for a
 * new entry, PUT `path` with the `id` and the `version` the form was drawn with while editing (a
 * save after someone else's change is refused, 409, not written over it). `prepare` adjusts the fields first; the
 * server's Korean answer shows in a toast, and `onSaved` follows a success. One at a time: a
 * submit while one is saved sends nothing (useBusy), `saving` meanwhile (SaveCancelButtons).
 */
export function usePhotoFormSubmit({
  path,
  editing,
  prepare,
  onSaved,
}: {
  path: string;
  /** The entry edited (its id and the version the form loaded), or undefined for a new one. */
  editing: { id: number; version: string } | undefined;
  prepare?: (form: FormData) => void;
  onSaved: () => void;
}) {
  const toast = useToast();
  const request = useBusy();

  const save = async (form: FormData) => {
    const answer = await adminCall(editing ? 'PUT' : 'POST', path, form);
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    onSaved();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.busy) return;
    const form = withoutEmptyFile(new FormData(event.currentTarget));
    prepare?.(form);
    if (editing) {
      form.set('id', String(editing.id));
      form.set('version', editing.version);
    }
    void request.run(() => save(form));
  };

  return { saving: request.busy, submit };
}
