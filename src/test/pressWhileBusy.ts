import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Presses a button whose request is still on its way, as an impatient keyboard user would: the
 * button says it is busy (aria-disabled) yet is not disabled and keeps the focus (src/lib/useBusy.ts),
 * then it is clicked and Enter is pressed on it again. What those second presses must not send is
 * the caller's to count.
 */
export async function pressWhileBusy(events: UserEvent, button: HTMLElement): Promise<void> {
  await events.click(button);
  await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
  expect((button as HTMLButtonElement).disabled).toBe(false);
  expect(document.activeElement).toBe(button);
  await events.click(button);
  await events.keyboard('{Enter}');
}
