import { describe, expect, it } from 'vitest';
import { postDraftSchema } from './boardSchemas';
import { isBlankDraft } from './postDrafts';

describe('what a draft worth keeping is', () => {
  it.each([
    [{ title: '', content: '' }, true],
    [{ title: '  ', content: '<p></p><p>&nbsp; </p>' }, true],
    [{ title: '제목만', content: '' }, false],
    [{ title: '', content: '<p>본문만</p>' }, false],
    [{ title: '', content: '<p><img src="/api/files/board/a.webp"></p>' }, false],
  ])('%j is blank: %s', (draft, blank) => {
    expect(isBlankDraft(draft)).toBe(blank);
    expect(postDraftSchema.safeParse(draft).success).toBe(!blank);
  });
});
