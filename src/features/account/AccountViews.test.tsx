import { renderToStaticMarkup } from 'react-dom/server';
import { StoreProvider } from '@/store/StoreProvider';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@nanum/shared/entities';
import { makeStore } from '@/store/store';

vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/author/join', query: {}, push: vi.fn(), replace: vi.fn() }) }));

const { JoinView } = await import('./JoinView');
const { default: JoinForm } = await import('./JoinForm');
const { default: FindView } = await import('./FindView');
const { default: CertifyView } = await import('./CertifyView');

const render = (node: React.ReactNode) => renderToStaticMarkup(<StoreProvider store={makeStore()}>{node}</StoreProvider>);

/** Every input, select and textarea has a label pointing at it (or is inside one). */
function unlabelledControls(html: string): string[] {
  const ids = [...html.matchAll(/<input\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1] as string);
  return ids.filter((id) => !html.includes(`for="${id}"`));
}

const headings = (html: string) => [...html.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));

describe('/author/join', () => {
  const html = render(<JoinView />);

  it('has one h1 and labels for every field', () => {
    expect(headings(html).filter((level) => level === 1)).toHaveLength(1);
    expect(unlabelledControls(html)).toEqual([]);
    for (const label of ['이름', '이메일', '비밀번호', '비밀번호 확인', '생년월일', '연락처', '성별', '남성', '여성']) expect(html).toContain(label);
  });

  it('asks for terms and privacy consent, linking to both texts', () => {
    expect(html).toContain('href="/terms.html"');
    expect(html).toContain('href="/privacy.html"');
    expect(html).toContain('나눔 이용약관 동의');
    expect(html).toContain('개인정보 수집 및 이용 동의');
  });

  it('shows the SPEC password hint, linked to the password field', () => {
    expect(html).toContain('<small id="join-password-hint" class="');
    expect(html).toContain('문자, 숫자, 특수문자 포함(최소 8자 이상, 20자 이하)');
    expect(html).toMatch(/id="join-password"[^>]*aria-describedby="join-password-hint"|aria-describedby="join-password-hint"[^>]*id="join-password"/);
  });

  it("offers '인증번호 받기' beside the email and no guardian fields for an empty birthday", () => {
    expect(html).toContain('인증번호 받기');
    expect(html).not.toContain('join-guardianName');
    expect(html).toContain('가입하기');
  });
});

describe('/author/join?sns=true form', () => {
  const child = new Date().getUTCFullYear() - 10;
  const user = { id: 3, name: '카카오 회원', email: 'kakao.7@sns.invalid', birthday: `${child}-03-01`, number: null, gender: 0, certify: false } as unknown as User;
  const html = render(<JoinForm mode="sns" user={user} />);

  it('has no password, does not show the stand-in address, and fills what the account has', () => {
    expect(html).not.toContain('type="password"');
    expect(html).not.toContain('sns.invalid');
    expect(html).toContain('value="카카오 회원"');
    expect(html).toContain('인증 완료하기');
  });

  it('asks a child for the guardian', () => {
    expect(html).toContain('보호자 이름');
    expect(html).toContain('보호자 연락처');
    expect(html).toContain('만 14세 미만 회원은');
    expect(unlabelledControls(html)).toEqual([]);
  });
});

describe('the completion form and the email', () => {
  const base = { id: 4, name: '김새봄', birthday: '2001-01-30', number: '010-0000-3002', gender: 0, certify: false };

  it("takes a social member's real address as verified, with a way to change it", () => {
    const html = render(<JoinForm mode="sns" user={{ ...base, email: 'spring@nanum.example', passport: 1 } as unknown as User} />);
    expect(html).toContain('value="spring@nanum.example"');
    expect(html).toContain('소셜 계정에 등록된 이메일입니다.');
    expect(html).toContain('>변경<');
    expect(html).not.toContain('인증번호 받기');
  });

  it('asks an email-login member for a code even for their own address', () => {
    const html = render(<JoinForm mode="sns" user={{ ...base, email: 'spring@nanum.example', passport: 0 } as unknown as User} />);
    expect(html).toContain('value="spring@nanum.example"');
    expect(html).toContain('인증번호 받기');
    expect(html).not.toContain('소셜 계정에 등록된 이메일입니다.');
  });
});

describe('/author/find', () => {
  it('shows two tabs, 이메일 찾기 first', () => {
    const html = render(<FindView initialTab="email" token={null} />);
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>이메일 찾기|aria-selected="true"[^>]*role="tab"[^>]*>이메일 찾기/);
    expect(html).toContain('비밀번호 찾기');
    expect(html).toContain('for="find-name"');
    expect(html).toContain('for="find-number"');
    expect(unlabelledControls(html)).toEqual([]);
  });

  it('with a token checks the link before showing any form (ResetPasswordForm.test.tsx shows what follows)', () => {
    const html = render(<FindView initialTab="email" token={'t'.repeat(43)} />);
    expect(html).toContain('재설정 링크를 확인하고 있습니다');
    expect(html).not.toContain('for="new-password"');
    expect(html).not.toContain('role="tab"');
  });
});

describe('/certify', () => {
  it('explains why, while the current user loads', () => {
    const html = render(<CertifyView />);
    expect(html).toContain('회원 인증이 필요합니다');
    expect(html).toContain('청소년 보호');
    expect(html).toContain('role="status"');
    const levels = headings(html);
    expect(levels[0]).toBe(1);
    expect(levels.slice(1).every((level) => level === 2)).toBe(true);
  });
});
