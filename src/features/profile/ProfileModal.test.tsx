// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@nanum/shared/entities';
import { PROFILE_MESSAGES } from '@nanum/shared/profileMessages';
import { browserHistory, browserRouter } from '@/features/app/useBackClosesModal.fakes';
import { fakeApi, type FakeAnswer, type FakeRoutes } from '@/test/fakeApi';
import { fakeRouter } from '@/test/fakeRouter';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import ProfileModal from './ProfileModal';

/** The member's own profile dialog, open, with their (empty) post and comment lists. */
function openOwnProfile(routes: FakeRoutes, member: User = signedIn()) {
  const api = fakeApi({
    [`GET /api/community/board/get/${member.id}`]: { body: { status: 200, data: { list: [], count: 0, kind: [] } } },
    [`GET /api/community/comment/get/${member.id}`]: { body: { status: 200, data: { list: [], count: 0 } } },
    ...routes,
  });
  // Inside the page router, as in the app (withdrawal navigates home).
  const view = renderWithStore(<ProfileModal />, { user: member, router: fakeRouter('/'), preloadedState: { modal: { loginModal: false, authorModal: true } } });
  return { ...view, api, dialog: screen.getByRole('dialog', { name: '내 프로필' }) };
}

/** The row of one field (its label, value, 변경 button, editor and message). */
const field = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;
const changeRequests = (api: ReturnType<typeof fakeApi>) => api.sent.filter((request) => request.method !== 'GET');

describe('editing one’s own profile', () => {
  it('formats a typed phone number, saves it, closes the editor and shows the new number', async () => {
    const { events, api } = openOwnProfile({
      'POST /api/user/set/profile/number': ({ body }) => ({ body: { status: 200, message: PROFILE_MESSAGES.numberChanged, user: signedIn({ number: (body as { number: string }).number }) } }),
    });
    await events.click(within(field('연락처')).getByRole('button', { name: '변경 연락처' }));
    const input = within(field('연락처')).getByLabelText('연락처');
    await events.clear(input);
    await events.type(input, '01098765432');
    expect((input as HTMLInputElement).value).toBe('010-9876-5432');
    await events.click(within(field('연락처')).getByRole('button', { name: '저장' }));

    expect(await within(field('연락처')).findByText(PROFILE_MESSAGES.numberChanged)).toBeDefined();
    expect(changeRequests(api).map((request) => request.body)).toEqual([{ number: '010-9876-5432' }]);
    expect(within(field('연락처')).queryByLabelText('연락처')).toBeNull();
    expect(within(field('연락처')).getByText('010-9876-5432')).toBeDefined();
  });

  it('refuses a malformed phone number with the shared Korean message, sending nothing', async () => {
    const { events, api } = openOwnProfile({});
    await events.click(within(field('연락처')).getByRole('button', { name: '변경 연락처' }));
    await events.clear(within(field('연락처')).getByLabelText('연락처'));
    await events.type(within(field('연락처')).getByLabelText('연락처'), '123');
    await events.click(within(field('연락처')).getByRole('button', { name: '저장' }));
    expect(within(field('연락처')).getByRole('status').textContent).toBe('연락처를 입력해주세요.');
    expect(changeRequests(api)).toEqual([]);
  });

  it('checks the repeated new password before sending, and shows a wrong current password from the server', async () => {
    const { events, api } = openOwnProfile({ 'POST /api/user/set/profile/password': { status: 400, body: { status: 400, message: PROFILE_MESSAGES.passwordWrong } } });
    const row = field('비밀번호');
    await events.click(within(row).getByRole('button', { name: '변경 비밀번호' }));
    await events.type(within(row).getByLabelText('현재 비밀번호'), 'nanum!2026');
    await events.type(within(row).getByLabelText('새 비밀번호'), 'sharing#2027');
    await events.type(within(row).getByLabelText('새 비밀번호 확인'), 'sharing#2028');
    await events.click(within(row).getByRole('button', { name: '저장' }));
    const message = within(row).getByRole('status');
    expect(message.textContent).toBe('한번 더 입력란을 확인해주세요.');
    expect(changeRequests(api)).toEqual([]);
    // The field in question is marked, linked to the message and focused, as on the sign-up form.
    const repeat = within(row).getByLabelText('새 비밀번호 확인');
    await waitFor(() => expect(document.activeElement).toBe(repeat));
    expect(repeat.getAttribute('aria-invalid')).toBe('true');
    expect(repeat.getAttribute('aria-describedby')).toBe(message.id);
    expect(within(row).getByLabelText('새 비밀번호').getAttribute('aria-describedby')).toBe('profile-password-hint');

    await events.type(repeat, '{Backspace}7');
    await events.click(within(row).getByRole('button', { name: '저장' }));
    expect(await within(row).findByText(PROFILE_MESSAGES.passwordWrong)).toBeDefined();
    expect(changeRequests(api).map((request) => request.body)).toEqual([{ beforePassword: 'nanum!2026', afterPassword: 'sharing#2027' }]);
    // A wrong current password: that field, inside the dialog, not the page.
    const current = within(row).getByLabelText('현재 비밀번호');
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(current.getAttribute('aria-describedby')).toBe(message.id);
    expect(repeat.hasAttribute('aria-invalid')).toBe(false);
  });

  it('keeps 저장 focusable while a change is sent, sends it once, and gives the focus to 변경 once saved', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const { events, api } = openOwnProfile({ 'POST /api/user/set/profile/number': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    const row = field('연락처');
    await events.click(within(row).getByRole('button', { name: '변경 연락처' }));
    await events.clear(within(row).getByLabelText('연락처'));
    await events.type(within(row).getByLabelText('연락처'), '01098765432');
    const save = within(row).getByRole('button', { name: '저장' });
    await events.click(save);
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBe('true'));
    expect((save as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(save);
    await events.keyboard('{Enter}');
    answer({ body: { status: 200, message: PROFILE_MESSAGES.numberChanged, user: signedIn({ number: '010-9876-5432' }) } });
    expect(await within(row).findByText(PROFILE_MESSAGES.numberChanged)).toBeDefined();
    expect(document.activeElement).toBe(within(row).getByRole('button', { name: '변경 연락처' }));
    expect(changeRequests(api)).toHaveLength(1);
  });

  it('saves a school and an MBTI, each shown once the server answers the updated member', async () => {
    const { events, api } = openOwnProfile({
      'POST /api/user/set/profile/university': ({ body }) => ({ body: { status: 200, message: PROFILE_MESSAGES.universityChanged, user: signedIn(body as Partial<User>) } }),
      'PUT /api/user/mbti': ({ body }) => ({ body: { status: 200, message: PROFILE_MESSAGES.mbtiChanged, data: { user: signedIn(body as Partial<User>) } } }),
    });
    const school = field('학교 / 학과');
    await events.click(within(school).getByRole('button', { name: '변경 학교 / 학과' }));
    await events.clear(within(school).getByLabelText('학과'));
    await events.type(within(school).getByLabelText('학과'), ' 청소년학과 ');
    await events.click(within(school).getByRole('button', { name: '저장' }));
    expect(await within(school).findByText('나눔대학교 / 청소년학과')).toBeDefined();

    const mbti = field('MBTI');
    await events.click(within(mbti).getByRole('button', { name: '변경 MBTI' }));
    await events.selectOptions(within(mbti).getByLabelText('MBTI'), 'INFJ');
    await events.click(within(mbti).getByRole('button', { name: '저장' }));
    expect(await within(mbti).findByText(PROFILE_MESSAGES.mbtiChanged)).toBeDefined();
    expect(within(mbti).getByText('INFJ')).toBeDefined();
    expect(changeRequests(api).map((request) => request.body)).toEqual([{ university: '나눔대학교', department: '청소년학과' }, { mbti: 6 }]);
  });

  it('closes an editor with 취소, and offers no password change to a social login', async () => {
    const { events } = openOwnProfile({}, signedIn({ passport: 2 }));
    expect(screen.queryByText('비밀번호', { selector: 'dt' })).toBeNull();
    const toggle = within(field('주소')).getByRole('button', { name: '변경 주소' });
    await events.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(field('주소')).getByRole('button', { name: '우편번호 검색' })).toBeDefined();
    await events.click(within(field('주소')).getByRole('button', { name: '취소 주소' }));
    expect(within(field('주소')).queryByRole('button', { name: '우편번호 검색' })).toBeNull();
  });
});

describe('what others see of a profile, and choosing it', () => {
  /** Another member's profile as the server masks it for a visitor: name and picture only. */
  const visitorView = {
    ...signedIn({ id: 42, name: '박공개', type: 0, rank: 0, cardinal: 0, gender: 0, mbti: 0, email: '', birthday: null, number: null, address: null, university: null, department: null }),
    email: null,
    masked: ['email', 'birthday', 'number', 'address', 'university', 'department', 'gender', 'mbti', 'type', 'rank', 'cardinal', 'team', 'teamName', 'teamImage', 'division', 'divisionName', 'campaignList'],
  };

  it('shows a visitor 비공개 for every masked value and no activity lists, asking nothing of the closed lists', async () => {
    const api = fakeApi({ 'GET /api/user/get/42': { body: { status: 200, data: visitorView } } });
    renderWithStore(<ProfileModal />, { router: fakeRouter('/'), preloadedState: { modal: { loginModal: false, authorModal: true }, profile: { userId: 42 } } as never });
    await screen.findByText('박공개');
    for (const label of ['성별', 'MBTI', '소속', '직급', '기수']) expect(within(field(label)).getByText('비공개')).toBeDefined();
    expect(screen.queryByText('작성한 글')).toBeNull();
    expect(screen.getByText('회원의 활동 내역은 로그인한 회원만 볼 수 있습니다.')).toBeDefined();
    expect(api.sent.map((request) => request.path)).toEqual(['/api/user/get/42']);
  });

  it('lets the owner keep MBTI and activity 비공개, sending every group', async () => {
    const { events, api } = openOwnProfile({
      'PUT /api/user/profile/visibility': ({ body }) => ({
        body: { status: 200, message: '공개 범위가 저장되었습니다.', data: { user: signedIn({ profileVisibility: (body as { visibility: User['profileVisibility'] }).visibility }) } },
      }),
    });
    const row = field('공개 범위');
    expect(within(row).getByText('모두 회원 공개')).toBeDefined();
    await events.click(within(row).getByRole('button', { name: '변경 공개 범위' }));
    await events.selectOptions(within(row).getByLabelText('MBTI'), '비공개');
    await events.selectOptions(within(row).getByLabelText('활동 내역 (글, 댓글, 캠페인)'), '비공개');
    await events.click(within(row).getByRole('button', { name: '저장' }));
    expect(await within(field('공개 범위')).findByText('비공개: MBTI, 활동 내역 (글, 댓글, 캠페인)')).toBeDefined();
    expect(changeRequests(api).map((request) => request.body)).toEqual([
      { visibility: { gender: 'members', mbti: 'private', affiliation: 'members', cohort: 'members', activity: 'private' } },
    ]);
  });
});

describe('the dialog’s links to other pages', () => {
  /** The lists of a member's posts and comments, empty. */
  const emptyLists = (id: number): FakeRoutes => ({
    [`GET /api/community/board/get/${id}`]: { body: { status: 200, data: { list: [], count: 0, kind: [] } } },
    [`GET /api/community/comment/get/${id}`]: { body: { status: 200, data: { list: [], count: 0 } } },
  });

  /**
   * The dialog open on /community/champ in a browser's history (useBackClosesModal.fakes.ts):
   * there, the Back that closing the dialog sent landed after the link's new page and undid it.
   */
  function openOn(viewer: User, targetId: number | null, routes: FakeRoutes) {
    fakeApi(routes);
    const history = browserHistory('/community/champ');
    const { router, shown } = browserRouter('/community/champ');
    const view = renderWithStore(<ProfileModal />, {
      user: viewer,
      router,
      preloadedState: { modal: { loginModal: false, authorModal: true }, profile: { userId: targetId } } as never,
    });
    return { ...view, history, router, shown };
  }

  it('활동 역량 보기 on another champ’s profile goes to their ability page and stays there', async () => {
    const other = { ...signedIn({ id: 8, name: '최챔프', email: 'champ@nanum.example' }), masked: [] };
    const { events, history, router, shown, store } = openOn(signedIn({ id: 7, type: 2 }), 8, { 'GET /api/user/get/8': { body: { status: 200, data: other } }, ...emptyLists(8) });
    const dialog = await screen.findByRole('dialog', { name: '회원 프로필' });
    await events.click(await within(dialog).findByRole('link', { name: '활동 역량 보기' }));

    await waitFor(() => expect(history.current()).toBe('/youth/ability/8'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(history.current()).toBe('/youth/ability/8');
    expect(history.urls()).toEqual(['/community/champ', '/youth/ability/8']);
    expect(shown).toEqual(['/community/champ', '/youth/ability/8']);
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(store.getState().modal.authorModal).toBe(false);
  });

  it('관리자 페이지 on an administrator’s own profile goes to /admin/page and stays there', async () => {
    const { events, history, shown, store } = openOn(signedIn({ power: 2 }), null, emptyLists(7));
    const dialog = screen.getByRole('dialog', { name: '내 프로필' });
    await events.click(within(dialog).getByRole('link', { name: '관리자 페이지' }));

    await waitFor(() => expect(history.current()).toBe('/admin/page'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(history.current()).toBe('/admin/page');
    expect(history.urls()).toEqual(['/community/champ', '/admin/page']);
    expect(shown).toEqual(['/community/champ', '/admin/page']);
    expect(store.getState().modal.authorModal).toBe(false);
  });
});
