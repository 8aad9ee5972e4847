// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import type { BoardView } from '@nanum/shared/boardViews';
import { DRAFT_MESSAGES, type PostDraft } from '@nanum/shared/postDrafts';
import { PERMISSION } from '@nanum/shared/memberCodes';
import { fakeApi, type FakeAnswer, type FakeRoutes } from '@/test/fakeApi';
import { fakeRouter } from '@/test/fakeRouter';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import { pressWhileBusy } from '@/test/pressWhileBusy';
import WriteView from './WriteView';

const board = (overrides: Partial<BoardView> = {}): BoardView => ({
  id: 1, href: 'free', name: '자유게시판', description: '', layout: 'list', kinds: [{ id: 3, name: '질문', color: '#2b6cb0' }],
  perm: { list: PERMISSION.EVERYONE, read: PERMISSION.EVERYONE, write: PERMISSION.USERS_ONLY, comment: PERMISSION.USERS_ONLY, download: PERMISSION.USERS_ONLY },
  certifiedOnly: false, can: { list: true, read: true, write: true, comment: true, download: true, moderate: false }, ...overrides,
});

/**
 * The write page of `shown`; POST /api/community/boards/{href}/posts answers with `answer`, and
 * the member's stored draft on the board is `stored` (none by default).
 */
function openWriter(answer: FakeAnswer | (() => Promise<FakeAnswer>), shown: BoardView = board(), stored: PostDraft | null = null, routes: FakeRoutes = {}) {
  const draftPath = `/api/community/boards/${shown.href}/draft`;
  const api = fakeApi({
    ...routes,
    [`POST /api/community/boards/${shown.href}/posts`]: answer,
    [`GET ${draftPath}`]: { body: { status: 200, data: stored } },
    [`PUT ${draftPath}`]: ({ body }) => ({ body: { status: 200, message: DRAFT_MESSAGES.saved, data: { ...(body as object), updatedAt: '2026-11-26T01:02:03.000Z' } } }),
    [`DELETE ${draftPath}`]: { body: { status: 200, message: DRAFT_MESSAGES.discarded } },
  });
  const router = fakeRouter(`/community/${shown.href}/write`);
  const view = renderWithStore(<WriteView board={shown} editing={null} />, { user: signedIn(), router });
  return { ...view, api, router };
}
/** What the page sent to write the post (not the draft's calls). */
const postsSent = (api: ReturnType<typeof fakeApi>) => api.sent.filter((request) => request.method === 'POST');
const posted: FakeAnswer = { body: { status: 200, message: BOARD_MESSAGES.posted, data: { id: 55, href: '/community/free/55' } } };


/** Adds a survey "다음 활동" with one question and two options through the form. */
async function addSurvey(events: ReturnType<typeof renderWithStore>['events']) {
  await events.click(screen.getByRole('button', { name: '설문 추가' }));
  await events.type(await screen.findByLabelText('설문 제목'), '다음 활동');
  await events.type(screen.getByLabelText('1번 문항'), '언제가 좋을까요?');
  await events.type(screen.getByLabelText('1번 문항 보기 1'), '토요일');
  await events.type(screen.getByLabelText('1번 문항 보기 2'), '일요일');
}

describe('writing a post', () => {
  it('shows the server’s Korean message when the title is missing, on the title, which gets the focus, and stays on the page', async () => {
    const { events, router } = openWriter({ status: 400, body: { status: 400, message: BOARD_MESSAGES.titleRequired } });
    await events.click(await screen.findByRole('button', { name: '등록하기' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('제목을 입력해주세요.');
    const title = screen.getByLabelText('제목');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toBe(alert.id);
    expect(router.push).not.toHaveBeenCalled();

    // Typing a title clears the mark; it is checked again on submit.
    await events.type(title, '봉');
    expect(title.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps 등록하기 focusable while the post is sent (aria-disabled, not disabled) and sends it once however often it is pressed', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const { events, api, router } = openWriter(() => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    await events.type(await screen.findByLabelText('제목'), '봉사 후기');
    const send = screen.getByRole('button', { name: '등록하기' });
    await pressWhileBusy(events, send);
    answer(posted);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/community/free/55'));
    expect(postsSent(api)).toHaveLength(1);
  });

  it('gives the focus to the refusal itself when no field is in question (a survey deadline past)', async () => {
    const { events } = openWriter(posted);
    await events.type(await screen.findByLabelText('제목'), '설문 글');
    await addSurvey(events);
    fireEvent.change(screen.getByLabelText(/마감 일시/), { target: { value: '2020-01-01T09:00' } });
    await events.click(screen.getByRole('button', { name: '등록하기' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('sends the title, kind, secrecy and a survey, then opens the new post', async () => {
    const { events, api, router } = openWriter(posted);
    await events.type(await screen.findByLabelText('제목'), '봉사 후기');
    await events.selectOptions(screen.getByLabelText('말머리'), '질문');
    await events.click(screen.getByLabelText('비밀글 (작성자와 운영진만 볼 수 있습니다)'));
    await addSurvey(events);
    await events.click(screen.getByRole('button', { name: '등록하기' }));

    expect(await screen.findByText(BOARD_MESSAGES.posted)).toBeDefined();
    expect(postsSent(api).map((request) => request.body)).toEqual([
      {
        title: '봉사 후기', content: '', kindId: 3, secret: true, pinned: false, imageIds: [], fileIds: [],
        survey: { title: '다음 활동', endAt: null, questions: [{ title: '언제가 좋을까요?', mode: 'choice', options: ['토요일', '일요일'], secret: false, multiple: false, required: false, cancelable: true }] },
      },
    ]);
    expect(router.push).toHaveBeenCalledWith('/community/free/55');
  });

  it('sends the survey’s deadline typed in Korean time, and refuses one already past without sending', async () => {
    const { events, api } = openWriter(posted);
    await events.type(await screen.findByLabelText('제목'), '설문 글');
    await addSurvey(events);
    const deadline = screen.getByLabelText(/마감 일시/);
    fireEvent.change(deadline, { target: { value: '2020-01-01T09:00' } });
    await events.click(screen.getByRole('button', { name: '등록하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('설문 마감 일시는 지금 이후로 정해주세요.');
    expect(postsSent(api)).toEqual([]);

    // 2099-12-01 00:30 in Seoul is 15:30 UTC the day before.
    fireEvent.change(deadline, { target: { value: '2099-12-01T00:30' } });
    await events.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await screen.findByText(BOARD_MESSAGES.posted)).toBeDefined();
    expect((postsSent(api)[0]?.body as { survey: { endAt: string } }).survey.endAt).toBe('2099-11-30T15:30:00.000Z');
  });

  it.each([
    ['gallery', '갤러리 글에는 사진을 한 장 이상 올려주세요.'],
    ['video', '영상 글에는 YouTube 영상 주소를 입력해주세요.'],
  ] as const)('refuses a %s post without its picture or video, in Korean, sending nothing', async (layout, message) => {
    const { events, api, router } = openWriter(posted, board({ href: layout, layout, kinds: [] }));
    await events.type(await screen.findByLabelText('제목'), '빈 글');
    await events.click(screen.getByRole('button', { name: '등록하기' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    // The field in question (the picture upload, the video address) is marked and focused.
    const field = screen.getByLabelText(layout === 'gallery' ? /사진 첨부/ : 'YouTube 영상 주소');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    expect(postsSent(api)).toEqual([]);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('puts an uploaded picture in the text with an empty alt, not its file name, and lets the writer describe it', async () => {
    const upload = {
      'POST /api/community/boards/free/uploads/image': { body: { status: 200, data: { id: 7, url: '/api/community/images/7', name: 'IMG_2034.webp', size: 1000, width: 10, height: 10 } } },
    };
    const { events, api } = openWriter(posted, board(), null, upload);
    await events.type(await screen.findByLabelText('제목'), '사진 글');
    const text = await screen.findByRole('textbox', { name: '내용' });
    await events.upload(screen.getByLabelText(/사진 첨부/), new File(['x'], 'IMG_2034.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(text.querySelector('img')?.getAttribute('alt')).toBe(''));

    await events.type(screen.getByLabelText('방금 넣은 사진 설명 (선택)'), '연탄을 나르는 봉사자들');
    expect(text.querySelector('img')?.getAttribute('alt')).toBe('연탄을 나르는 봉사자들');
    await events.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await screen.findByText(BOARD_MESSAGES.posted)).toBeDefined();
    const sent = postsSent(api).find((request) => request.path.endsWith('/posts'))?.body as { content: string; imageIds: number[] };
    expect(sent.content).toContain('alt="연탄을 나르는 봉사자들"');
    expect(sent.content).not.toContain('IMG_2034');
    expect(sent.imageIds).toEqual([7]);
  });

  it('says at once, next to the editor, that a pasted body is past the server’s markup limits, and sends nothing', async () => {
    const { events, api } = openWriter(posted);
    await events.type(await screen.findByLabelText('제목'), '붙여 넣은 명단');
    const text = await screen.findByRole('textbox', { name: '내용' });
    await events.click(text);
    // A quote copied from a page that nests 101 of them: the editor keeps each, one deeper than POST_MARKUP_LIMITS allows.
    const copied = new DataTransfer();
    copied.setData('text/html', `${'<blockquote>'.repeat(101)}<p>인용</p>${'</blockquote>'.repeat(101)}`);
    await events.paste(copied);
    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe(BOARD_MESSAGES.contentTooComplex);
    // Next to the editor, not at the foot of the form.
    expect(text.closest('form')?.querySelector(`[role="textbox"]`)?.compareDocumentPosition(message)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(message.compareDocumentPosition(screen.getByLabelText(/사진 첨부/))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    await events.click(screen.getByRole('button', { name: '등록하기' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    expect(screen.getByRole('alert').textContent).toBe(BOARD_MESSAGES.contentTooComplex);
    expect(postsSent(api)).toEqual([]);
  });

  it('sends a press clipping’s source, trimmed, and no article address left empty', async () => {
    const press = board({ href: 'press', name: '언론 보도', layout: 'press', kinds: [], can: { ...board().can, moderate: true } });
    const { events, api } = openWriter({ ...posted, body: { status: 200, message: BOARD_MESSAGES.posted, data: { id: 56, href: '/community/press/56' } } }, press);
    await events.type(await screen.findByLabelText('제목'), '나눔 기사');
    await events.type(screen.getByLabelText('언론사'), ' 나눔일보 ');
    await events.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await screen.findByText(BOARD_MESSAGES.posted)).toBeDefined();
    expect(postsSent(api)[0]?.body).toMatchObject({ title: '나눔 기사', source: '나눔일보', link: null, survey: null });
  });

  it('lets a moderator of a list board pin the post, and no one else', async () => {
    const { events, api } = openWriter(posted, board({ can: { ...board().can, moderate: true } }));
    await events.type(await screen.findByLabelText('제목'), '12월 봉사 공지');
    await events.click(screen.getByLabelText('공지로 상단 고정'));
    await events.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await screen.findByText(BOARD_MESSAGES.posted)).toBeDefined();
    expect(postsSent(api)[0]?.body).toMatchObject({ title: '12월 봉사 공지', pinned: true });
  });

  it('offers no pinning to a member who does not moderate', async () => {
    openWriter(posted);
    expect(await screen.findByLabelText('제목')).toBeDefined();
    expect(screen.queryByLabelText('공지로 상단 고정')).toBeNull();
  });
});

describe('the draft of a new post', () => {
  const stored: PostDraft = { title: '봄 캠프 후기', content: '<p>첫 문단</p>', updatedAt: '2026-11-25T23:30:00.000Z' };
  const draftCalls = (api: ReturnType<typeof fakeApi>) => api.sent.filter((request) => request.method === 'PUT' || request.method === 'DELETE');

  it('offers the stored draft with when it was saved, and restores it into the form', async () => {
    const { events, api } = openWriter(posted, board(), stored);
    const offer = await screen.findByRole('region', { name: '임시 저장한 글' });
    expect(offer.textContent).toContain('작성 중이던 글이 있습니다. 불러올까요?');
    expect(offer.textContent).toContain('2026-11-26 08:30');
    await events.click(screen.getByRole('button', { name: '불러오기' }));
    expect((screen.getByLabelText('제목') as HTMLInputElement).value).toBe('봄 캠프 후기');
    expect(screen.queryByRole('region', { name: '임시 저장한 글' })).toBeNull();
    await events.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await screen.findByText(BOARD_MESSAGES.posted)).toBeDefined();
    expect(postsSent(api)[0]?.body).toMatchObject({ title: '봄 캠프 후기', content: '<p>첫 문단</p>' });
    expect(draftCalls(api)).toEqual([]);
  });

  it('discards the stored draft when the member starts afresh', async () => {
    const { events, api } = openWriter(posted, board(), stored);
    await events.click(await screen.findByRole('button', { name: '삭제하고 새로 쓰기' }));
    expect(screen.queryByRole('region', { name: '임시 저장한 글' })).toBeNull();
    expect((screen.getByLabelText('제목') as HTMLInputElement).value).toBe('');
    expect(draftCalls(api).map((request) => request.method)).toEqual(['DELETE']);
  });

  it('saves the form a moment after typing, and says when', async () => {
    const { events, api } = openWriter(posted);
    await events.type(await screen.findByLabelText('제목'), '가을 봉사');
    expect(await screen.findByText('임시 저장되었습니다. (2026-11-26 10:02)', {}, { timeout: 4000 })).toBeDefined();
    expect(draftCalls(api).map((request) => request.body)).toEqual([{ title: '가을 봉사', content: '' }]);
  });

  it('never saves over the stored draft while its offer is unanswered', async () => {
    const { events, api } = openWriter(posted, board(), stored);
    await screen.findByRole('region', { name: '임시 저장한 글' });
    await events.type(screen.getByLabelText('제목'), '새 글');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(draftCalls(api)).toEqual([]);
  });

  it('asks before leaving with changes not posted (route change and tab close), and not once the post is saved', async () => {
    const { events, router } = openWriter(posted);
    const leave = () => (router.events.on as ReturnType<typeof vi.fn>).mock.calls.find(([name]) => name === 'routeChangeStart')?.[1] as (url: string) => void;
    // The browser's own question (happy-dom has none): answers "stay" until told otherwise.
    const confirm = vi.fn((_message?: string) => false);
    Object.defineProperty(window, 'confirm', { value: confirm, configurable: true, writable: true });
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    leave()('/');
    expect(confirm).not.toHaveBeenCalled();

    await events.type(await screen.findByLabelText('제목'), '쓰던 글');
    expect(() => leave()('/')).toThrow();
    expect(confirm).toHaveBeenCalledWith(DRAFT_MESSAGES.leavePrompt);
    expect(router.events.emit).toHaveBeenCalledWith('routeChangeError', expect.any(Error), '/', { shallow: false });
    expect(closing()).toBe(true);
    confirm.mockReturnValue(true);
    expect(() => leave()('/')).not.toThrow();

    confirm.mockClear();
    await events.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await screen.findByText(BOARD_MESSAGES.posted)).toBeDefined();
    leave()('/community/free/55');
    expect(confirm).not.toHaveBeenCalled();
    expect(closing()).toBe(false);
    Reflect.deleteProperty(window, 'confirm');
  });
});
