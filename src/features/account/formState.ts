import { useCallback, useState } from 'react';
import { fieldMessages, type IssuesOutcome } from '@nanum/shared/issueMessages';
import { focusAfterRender } from '@/lib/useBusy';

export type FormValues = Record<string, string | boolean>;

/** The first Korean message of each field when `result` failed (shared schemas), else {}. */
export const messagesOf = (result: IssuesOutcome): Record<string, string> => fieldMessages(result);

/** The first field, in the form's order, that has a message. */
export function firstInvalid(order: readonly string[], errors: Record<string, string>): string | undefined {
  return order.find((name) => errors[name]) ?? Object.keys(errors).find((name) => name !== '');
}

/**
 * Values and field messages of a form. Changing a field clears its message (it is checked again
 * on submit); `fail` sets the messages and moves the focus to the first field that has one.
 */
export function useFormState<V extends FormValues>(initial: V, idPrefix: string) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  const fail = useCallback(
    (messages: Record<string, string>, order: readonly string[]) => {
      setErrors(messages);
      const first = firstInvalid(order, messages);
      // After React has rendered the messages, so that the field announces its own.
      if (first) focusAfterRender(`${idPrefix}-${first}`);
    },
    [idPrefix],
  );

  return { values, setValues, errors, setErrors, set, fail };
}
