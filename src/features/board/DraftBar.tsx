import { DRAFT_MESSAGES } from '@nanum/shared/postDrafts';
import { siteDateTimeText } from '@nanum/shared/timeZone';
import type { PostDraftApi } from './usePostDraft';

/** "YYYY-MM-DD HH:MM" on the site's clock. */
const savedAt = (iso: string) => siteDateTimeText(new Date(iso)).slice(0, 16);

/** The write page's draft line: the offer to restore a stored draft, then when the form was last saved. */
export default function DraftBar({ draft }: { draft: PostDraftApi }) {
  if (draft.offer) {
    return (
      <div className="alert alert-info d-flex flex-wrap align-items-center gap-2" role="region" aria-label="임시 저장한 글">
        <span className="me-auto">
          {DRAFT_MESSAGES.restorePrompt} <span className="small text-body-secondary">({savedAt(draft.offer.updatedAt)} 저장)</span>
        </span>
        <button type="button" className="btn btn-primary btn-sm" onClick={draft.restore}>
          불러오기
        </button>
        {/* Dark, not secondary grey: grey on the alert's blue is 4.0:1, under the 4.5:1 small text needs. */}
        <button type="button" className="btn btn-outline-dark btn-sm" onClick={draft.discard}>
          삭제하고 새로 쓰기
        </button>
      </div>
    );
  }
  const { save } = draft;
  return (
    <p className={`small mb-2 ${save.kind === 'failed' ? 'text-danger' : 'text-body-secondary'}`} role="status">
      {save.kind === 'saved' ? `${DRAFT_MESSAGES.saved} (${savedAt(save.at)})` : save.kind === 'failed' ? save.message : ''}
    </p>
  );
}
