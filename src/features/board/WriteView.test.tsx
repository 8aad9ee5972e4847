// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import type { BoardView } from '@nanum/shared/boardViews';
import { PERMISSION } from '@nanum/shared/memberCodes';
import { fakeApi, type FakeAnswer } from '@/test/fakeApi';
import { fakeRouter } from '@/test/fakeRouter';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import WriteView from './WriteView';

const board = (overrides: Partial<BoardView> = {}): BoardView => ({
  id: 1, href: 'free', name: '자유게시판', description: '', layout: 'list', kinds: [{ id: 3, name: '질문', color: '#2b6cb0' }],
  perm: { list: PERMISSION.EVERYONE, read: PERMISSION.EVERYONE, write: PERMISSION.USERS_ONLY, comment: PERMISSION.USERS_ONLY, download: PERMISSION.USERS_ONLY },
  certifiedOnly: false, can: { list: true, read: true, write: true, comment: true, download: true, moderate: false }, ...overrides,
});

/** The write page of `shown`; POST /api/community/boards/{href}/posts answers with `answer`. */
function openWriter(answer: FakeAnswer, shown: BoardView = board()) {
  const api = fakeApi({ [`POST /api/community/boards/${shown.href}/posts`]: answer });
  const router = fakeRouter(`/community/${shown.href}/write`);
  const view = renderWithStore(<WriteView board={shown} editing={null} />, { user: signedIn(), router });
  return { ...view, api, router };
}
const posted: FakeAnswer = { body: { status: 200, message: BOARD_MESSAGES.posted, data: { id: 55, href: '/community/free/55' } } };

describe('writing a post', () => {
  it('shows the server’s Korean message when the title is missing, and stays on the page', async () => {
    const { events, router } = openWriter({ status: 400, body: { status: 400, message: BOARD_MESSAGES.titleRequired } });
    await events.click(await screen.findByRole('button', { name: '등록하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('제목을 입력해주세요.');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('sends the title, kind, secrecy and a survey, then opens the new post', async () => {
    const { events, api, router } = openWriter(posted);
    await events.type(await screen.findByLabelText('제목'), '봉사 후기');
    await events.selectOptions(screen.getByLabelText('말머리'), '질문');
    await events.click(screen.getByLabelText('비밀글 (작성자와 운영진만 볼 수 있습니다)'));
    await events.click(screen.getByRole('button', { name: '설문 추가' }));
    await events.type(screen.getByLabelText('설문 제목'), '다음 활동');
    await events.type(screen.getByLabelText('1번 문항'), '언제가 좋을까요?');
    await events.type(screen.getByLabelText('1번 문항 보기 1'), '토요일');
    await events.type(screen.getByLabelText('1번 문항 보기 2'), '일요일');
    await events.click(screen.getByRole('button', { name: '등록하기' }));

    expect(await screen.findByText(BOARD_MESSAGES.posted)).toBeDefined();
    expect(api.sent.map((request) => request.body)).toEqual([
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
    await events.click(screen.getByRole('button', { name: '설문 추가' }));
    await events.type(screen.getByLabelText('설문 제목'), '다음 활동');
    await events.type(screen.getByLabelText('1번 문항'), '언제가 좋을까요?');
    await events.type(screen.getByLabelText('1번 문항 보기 1'), '토요일');
    await events.type(screen.getByLabelText('1번 문항 보기 2'), '일요일');
    const deadline = screen.getByLabelText(/마감 일시/);
    fireEvent.change(deadline, { target: { value: '2020-01-01T09:00' } });
    await events.click(screen.getByRole('button', { name: '등록하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('설문 마감 일시는 지금 이후로 정해주세요.');
    expect(api.sent).toEqual([]);

    // 2099-12-01 00:30 in Seoul is 15:30 UTC the day before.
    fireEvent.change(deadline, { target: { value: '2099-12-01T00:30' } });
    await events.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await screen.findByText(BOARD_MESSAGES.posted)).toBeDefined();
    expect((api.sent[0]?.body as { survey: { endAt: string } }).survey.endAt).toBe('2099-11-30T15:30:00.000Z');
  });

  it.each([
    ['gallery', '갤러리 글에는 사진을 한 장 이상 올려주세요.'],
    ['video', '영상 글에는 YouTube 영상 주소를 입력해주세요.'],
  ] as const)('refuses a %s post without its picture or video, in Korean, sending nothing', async (layout, message) => {
    const { events, api, router } = openWriter(posted, board({ href: layout, layout, kinds: [] }));
    await events.type(await screen.findByLabelText('제목'), '빈 글');
    await events.click(screen.getByRole('button', { name: '등록하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(api.sent).toEqual([]);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('sends a press clipping’s source, trimmed, and no article address left empty', async () => {
    const press = board({ href: 'press', name: '언론 보도', layout: 'press', kinds: [], can: { ...board().can, moderate: true } });
    const { events, api } = openWriter({ ...posted, body: { status: 200, message: BOARD_MESSAGES.posted, data: { id: 56, href: '/community/press/56' } } }, press);
    await events.type(await screen.findByLabelText('제목'), '나눔 기사');
    await events.type(screen.getByLabelText('언론사'), ' 나눔일보 ');
    await events.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await screen.findByText(BOARD_MESSAGES.posted)).toBeDefined();
    expect(api.sent[0]?.body).toMatchObject({ title: '나눔 기사', source: '나눔일보', link: null, survey: null });
  });

  it('lets a moderator of a list board pin the post, and no one else', async () => {
    const { events, api } = openWriter(posted, board({ can: { ...board().can, moderate: true } }));
    await events.type(await screen.findByLabelText('제목'), '12월 봉사 공지');
    await events.click(screen.getByLabelText('공지로 상단 고정'));
    await events.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await screen.findByText(BOARD_MESSAGES.posted)).toBeDefined();
    expect(api.sent[0]?.body).toMatchObject({ title: '12월 봉사 공지', pinned: true });
  });

  it('offers no pinning to a member who does not moderate', async () => {
    openWriter(posted);
    expect(await screen.findByLabelText('제목')).toBeDefined();
    expect(screen.queryByLabelText('공지로 상단 고정')).toBeNull();
  });
});
