/** The image types the admin forms offer (the API judges the content, whatever the name says). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/avif,image/bmp';

/** Drops the `image` field when no file was chosen, so an edit keeps the stored photo. */
export function withoutEmptyFile(form: FormData): FormData {
  const file = form.get('image');
  if (file instanceof File && file.size === 0) form.delete('image');
  return form;
}
