// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '@/test/renderWithStore';
import { useBackClosesModal } from './useBackClosesModal';
import { browserHistory, browserRouter } from './useBackClosesModal.fakes';

/** A dialog as the profile's: links that close it on their click, one that does not, a close button, a move of its own. */
function ProfileLikeDialog() {
  const router = useRouter();
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  useBackClosesModal(open, close);
  if (!open) return null;
  return (
    <div role="dialog" aria-label="회원 프로필">
      <Link href="/youth/ability/8" onClick={close}>
        활동 역량 보기
      </Link>
      <Link href="/community/champ/12">작성한 글</Link>
      <a href="mailto:champ@nanum.example">메일</a>
      <button type="button" onClick={close}>
        닫기
      </button>
      <button
        type="button"
        onClick={async () => {
          await router.push('/');
          close();
        }}
      >
        탈퇴
      </button>
    </div>
  );
}

/** The dialog open on /community/champ, in a browser's history with Next's router on it. */
function openOnPage() {
  const history = browserHistory('/community/champ');
  const { router, shown } = browserRouter('/community/champ');
  const view = renderWithStore(<ProfileLikeDialog />, { router });
  const dialog = screen.getByRole('dialog', { name: '회원 프로필' });
  return { ...view, history, router, shown, dialog };
}

/** Lets the browser's queued tasks (a Back) run and the page settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('a link followed from a dialog that Back closes', () => {
  it('goes to its page and stays there though the link closes the dialog on its click, and Back returns to the page the dialog was on', async () => {
    const { history, router, shown, dialog, events } = openOnPage();
    expect(history.urls()).toEqual(['/community/champ', '/community/champ']);

    await events.click(within(dialog).getByRole('link', { name: '활동 역량 보기' }));
    await waitFor(() => expect(history.current()).toBe('/youth/ability/8'));
    await settle();

    // The dialog's entry gave its place to the new page's; nothing went back to the board.
    expect(history.current()).toBe('/youth/ability/8');
    expect(history.urls()).toEqual(['/community/champ', '/youth/ability/8']);
    expect(shown).toEqual(['/community/champ', '/youth/ability/8']);
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => window.history.back());
    await waitFor(() => expect(history.current()).toBe('/community/champ'));
    expect(shown.at(-1)).toBe('/community/champ');
  });

  it('closes the dialog for a link that does not close it itself, and goes to its page', async () => {
    const { history, shown, dialog, events } = openOnPage();
    await events.click(within(dialog).getByRole('link', { name: '작성한 글' }));
    await waitFor(() => expect(history.current()).toBe('/community/champ/12'));
    await settle();
    expect(history.urls()).toEqual(['/community/champ', '/community/champ/12']);
    expect(shown).toEqual(['/community/champ', '/community/champ/12']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves a mailto: link to the browser: the dialog and its entry stay', async () => {
    const { history, dialog, events } = openOnPage();
    // The mail app takes it (happy-dom would load the mailto: address in its window).
    const toMailApp = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', toMailApp);
    await events.click(within(dialog).getByRole('link', { name: '메일' }));
    window.removeEventListener('click', toMailApp);
    await settle();
    expect(screen.getByRole('dialog', { name: '회원 프로필' })).toBeDefined();
    expect(history.urls()).toEqual(['/community/champ', '/community/champ']);
    expect(history.current()).toBe('/community/champ');
  });
});

describe('Back and closing, as before', () => {
  it('Back closes the dialog and the page stays, not shown again', async () => {
    const { history, shown } = openOnPage();
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await settle();
    expect(history.current()).toBe('/community/champ');
    expect(shown).toEqual(['/community/champ']);
  });

  it('a dialog closed with its button takes its entry back off, quietly', async () => {
    const { history, shown, dialog, events } = openOnPage();
    await events.click(within(dialog).getByRole('button', { name: '닫기' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(history.current()).toBe('/community/champ');
    expect(history.urls()[0]).toBe('/community/champ');
    expect(shown).toEqual(['/community/champ']);
  });

  it('a move the dialog starts itself, then closing it, is not undone', async () => {
    const { history, shown, dialog, events } = openOnPage();
    await events.click(within(dialog).getByRole('button', { name: '탈퇴' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await settle();
    expect(history.current()).toBe('/');
    expect(shown).toEqual(['/community/champ', '/']);
  });
});
