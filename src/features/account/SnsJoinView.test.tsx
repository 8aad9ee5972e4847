// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fakeApi';
import { fakeRouter } from '@/test/fakeRouter';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import { SnsJoinView } from './JoinView';

const REVOKED = '관리자가 회원 인증을 취소한 계정입니다. 다시 인증을 받으시려면 협회로 문의해 주세요.';

function open(self: ReturnType<typeof signedIn>) {
  fakeApi({ 'GET /api/user/get/self/information': { body: { status: 200, data: self } } });
  renderWithStore(<SnsJoinView />, { router: fakeRouter('/author/join?sns=true') });
}

describe('/author/join?sns=true for a member who is not verified', () => {
  it('shows the completion form to a member never verified', async () => {
    open(signedIn({ certify: false, passport: 1 }));
    expect(await screen.findByRole('button', { name: '인증 완료하기' })).toBeDefined();
    expect(screen.queryByText(REVOKED)).toBeNull();
  });

  it('tells a member whose verification an administrator took away to ask the association, with no form', async () => {
    open(signedIn({ certify: false, certifyRevoked: true }));
    expect(await screen.findByText(REVOKED)).toBeDefined();
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/');
    expect(document.querySelector('form')).toBeNull();
    expect(document.querySelector('input')).toBeNull();
  });
});
