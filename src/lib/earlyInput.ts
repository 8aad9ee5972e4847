import { useEffect } from 'react';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The value setter of the field's own kind, below the one React puts on each field it renders. */
function setValueUnseen(field: TextField, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
}

const hasOwnRules = (field: Element): boolean => field instanceof HTMLInputElement && (field.type === 'file' || field.type === 'hidden');

/**
 * Hands React the changes a visitor made in the server's HTML before the page was hydrated:
 * typed on a slow phone, filled in by the browser's autofill, restored by the Back button. React
 * keeps what such a field shows but never hears of it, so a form would act on a value the field no
 * longer shows (a birthday under 14 without the guardian's fields, a search for nothing).
 *
 * After hydration each field's default is what React rendered. A field whose value or tick differs
 * from it is set back to it (React's own record of the field follows) and changed again as the
 * visitor did (React's record does not), then given the event React listens for: the component's
 * own onChange runs with the visitor's value. (A textarea React rendered with text in it is reset
 * to that text by React's hydration itself; an empty one, as a new comment's, keeps what was typed.)
 * Answers how many fields were handed on.
 */
export function replayEarlyInput(root: ParentNode): number {
  let replayed = 0;
  for (const field of root.querySelectorAll('input, textarea, select')) {
    if ((field as HTMLInputElement).disabled || hasOwnRules(field)) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A radio the visitor left is unticked by the one they picked, which is replayed.
      if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue;
      field.checked = field.defaultChecked;
      field.click();
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      if (field.value === field.defaultValue) continue;
      const typed = field.value;
      field.value = field.defaultValue;
      setValueUnseen(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    } else if (field instanceof HTMLSelectElement) {
      const rendered = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
      if (field.multiple || !rendered || field.value === rendered.value) continue;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else continue;
    replayed += 1;
  }
  return replayed;
}

/** Once the page has hydrated: the changes made before it reach their forms (replayEarlyInput). */
export function useEarlyInputReplay(): void {
  useEffect(() => {
    replayEarlyInput(document);
  }, []);
}
