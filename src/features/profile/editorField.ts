import { createContext, useContext } from 'react';
import type { FieldMessage } from './useProfileChange';

/** What a profile editor's controls need of its change: the control a refusal is about, and where its message is. */
export interface EditorFieldState {
  invalid: string | null;
  messageId: string | undefined;
}

/** Given by EditorForm (ProfileEditors.tsx) to the controls inside it. */
export const EditorFieldContext = createContext<EditorFieldState | null>(null);

/** The state of an editor's controls after `message` (a change's, useProfileChange). */
export function editorFieldState({ message, messageId }: { message: FieldMessage | null; messageId?: string }): EditorFieldState {
  return { invalid: message && !message.ok ? (message.field ?? null) : null, messageId };
}

/**
 * The attributes of the control `name` of a profile editor, as FormField's TextField links a field
 * to its message: aria-invalid while the refusal is about it, and the message in its
 * aria-describedby beside its own hint (`describedBy`). Without an editor, the name and hint only.
 */
export function editorFieldProps(state: EditorFieldState | null, name: string | undefined, describedBy?: string) {
  const invalid = !!state && !!name && state.invalid === name;
  return {
    name,
    'aria-invalid': invalid || undefined,
    'aria-describedby': [describedBy, invalid ? state.messageId : undefined].filter(Boolean).join(' ') || undefined,
  };
}

/** editorFieldProps for a control rendered inside EditorForm (ProfileInput). */
export function useEditorField(name: string | undefined, describedBy?: string) {
  return editorFieldProps(useContext(EditorFieldContext), name, describedBy);
}
