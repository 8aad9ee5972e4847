import type { PostDraft } from '@nanum/shared/postDrafts';
import { call } from '@/lib/apiCall';

/** The editor's autosaved draft of a new post on a board (the member's own): read, save, discard. */
export const fetchDraft = (board: string) => call<PostDraft | null>('GET', `/api/community/boards/${board}/draft`);
export const saveDraft = (board: string, draft: { title: string; content: string }) => call<PostDraft>('PUT', `/api/community/boards/${board}/draft`, draft);
export const discardDraft = (board: string) => call<null>('DELETE', `/api/community/boards/${board}/draft`);
