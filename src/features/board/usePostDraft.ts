import { useCallback, useEffect, useRef, useState } from 'react';
import { DRAFT_MESSAGES, DRAFT_SAVE_DELAY_MS, isBlankDraft, type PostDraft } from '@nanum/shared/postDrafts';
import { discardDraft, fetchDraft, saveDraft } from './draftApi';
import { useLeaveGuard } from './useLeaveGuard';

interface Form {
  title: string;
  content: string;
}

/** Whether the form holds something its baseline did not (an emptied editor's "<p></p>" is nothing). */
const changed = (form: Form, baseline: Form) =>
  (form.title !== baseline.title || form.content !== baseline.content) && !(isBlankDraft(form) && isBlankDraft(baseline));

export type DraftSaveState = { kind: 'idle' } | { kind: 'saved'; at: string } | { kind: 'failed'; message: string };

export interface PostDraftApi {
  /** The stored draft offered on opening the page, until it is restored or discarded. */
  offer: PostDraft | null;
  save: DraftSaveState;
  restore(): void;
  discard(): void;
  /** The post was saved: nothing is left to keep, the page may be left freely. */
  posted(): void;
}

/**
 * The write page's draft (issue 23). For a new post (`autosave`), the member's stored draft on the
 * board is offered on opening; the form is saved to the server a moment after each change (not
 * before the offer is answered, so the stored draft is never overwritten by an empty form). For
 * any post, leaving with changes not posted asks first (route change, Back, closing the tab).
 */
export function usePostDraft({ boardHref, autosave, form, initial, apply }: { boardHref: string; autosave: boolean; form: Form; initial: Form; apply: (draft: Form) => void }): PostDraftApi {
  const [offer, setOffer] = useState<PostDraft | null>(null);
  const [ready, setReady] = useState(!autosave);
  const [save, setSave] = useState<DraftSaveState>({ kind: 'idle' });
  const baseline = useRef<Form>(initial);
  const stored = useRef<Form>(initial);
  const done = useRef(false);

  useEffect(() => {
    if (!autosave) return;
    let live = true;
    void fetchDraft(boardHref).then((answer) => {
      if (!live) return;
      if (answer.ok && answer.data && !isBlankDraft(answer.data)) setOffer(answer.data);
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, [autosave, boardHref]);

  const { title, content } = form;
  useEffect(() => {
    if (!autosave || !ready || offer || done.current) return;
    if ((title === stored.current.title && content === stored.current.content) || isBlankDraft({ title, content })) return;
    const timer = setTimeout(() => {
      void saveDraft(boardHref, { title, content }).then((answer) => {
        if (done.current) return;
        if (!answer.ok) return setSave({ kind: 'failed', message: answer.message });
        stored.current = { title, content };
        setSave({ kind: 'saved', at: answer.data.updatedAt });
      });
    }, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autosave, ready, offer, boardHref, title, content]);

  const latest = useRef(form);
  useEffect(() => {
    latest.current = form;
  });
  useLeaveGuard(() => !done.current && changed(latest.current, baseline.current), DRAFT_MESSAGES.leavePrompt);

  const restore = useCallback(() => {
    if (!offer) return;
    const restored = { title: offer.title, content: offer.content };
    baseline.current = restored;
    stored.current = restored;
    apply(restored);
    setOffer(null);
  }, [offer, apply]);

  const discard = useCallback(() => {
    setOffer(null);
    void discardDraft(boardHref);
  }, [boardHref]);

  const posted = useCallback(() => {
    done.current = true;
  }, []);

  return { offer, save, restore, discard, posted };
}
