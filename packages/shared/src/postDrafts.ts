/**
 * The post editor's drafts (issue 23): what the editor autosaves for a new post, per member and
 * board, how often, and the Korean words around it. The API checks a draft with the same limits
 * as a post, but an empty title is allowed (a draft is unfinished by nature): postDraftSchema in
 * boardSchemas.ts, apart from these rules so that the editor's page does not load zod.
 */

export const DRAFT_MESSAGES = {
  saved: '임시 저장되었습니다.',
  discarded: '임시 저장한 글을 삭제했습니다.',
  empty: '저장할 내용이 없습니다.',
  restorePrompt: '작성 중이던 글이 있습니다. 불러올까요?',
  leavePrompt: '작성 중인 내용이 있습니다. 이 페이지를 떠나면 저장하지 않은 내용은 사라질 수 있습니다. 떠나시겠습니까?',
} as const;

/** The editor saves this long after the last keystroke (ms), and not more often. */
export const DRAFT_SAVE_DELAY_MS = 1500;

/** Autosaves a member may make in 15 minutes (a steady typist saves a few times a minute). */
export const DRAFT_RATE_LIMIT = { limit: 300, minutes: 15 } as const;

/** A draft as the API answers it. */
export interface PostDraft {
  title: string;
  content: string;
  updatedAt: string;
}

/** Whether the editor holds nothing worth keeping: no title and no text or picture in the content. */
export function isBlankDraft({ title, content }: { title: string; content: string }): boolean {
  if (title.trim() !== '' || /<img\b/i.test(content)) return false;
  return content.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';
}
