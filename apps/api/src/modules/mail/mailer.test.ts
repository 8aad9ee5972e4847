import net from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/AppError';
import { startMailCatcher, type MailCatcher } from '../../test/mailCatcher';
import { codeFrom, resetTokenFrom } from '../../test/rawMail';
import { createMailer } from './mailer';
import { mailWarning } from '../../startup';
import { alreadyRegisteredMail, joinCodeMail, passwordResetMail } from './mailTexts';

const UNAVAILABLE = '지금은 메일을 보낼 수 없습니다. 잠시 후 다시 시도해주세요.';
const FROM = '나눔 <no-reply@nanum.example>';

/** A logger whose lines the test can read. */
function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('mailer', () => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher();
  });
  afterAll(async () => {
    await catcher.close();
  });

  it('sends through SMTP_URL, Korean subject and text intact', async () => {
    const { logger } = capturingLogger();
    const mailer = createMailer({ SMTP_URL: catcher.url, MAIL_FROM: FROM, NODE_ENV: 'production' }, logger);
    expect(mailer.available).toBe(true);
    expect(() => mailer.assertAvailable()).not.toThrow();
    await mailer.send(joinCodeMail('new@nanum.example', '042917', 'https://nanum.example'));
    const mail = await catcher.waitFor('new@nanum.example');
    expect(mail.subject).toBe('[나눔] 이메일 인증번호 042917');
    expect(codeFrom(mail)).toBe('042917');
    expect(mail.text).toContain('안녕하세요, 나눔입니다.');
    expect(mail.text).toContain('10분 동안 유효합니다.');
    mailer.close();
  });

  it('fails with a Korean 503 and a warning when the SMTP server cannot be reached', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, MAIL_FROM: FROM, NODE_ENV: 'production' }, logger);
    const error = await mailer.send(joinCodeMail('x@nanum.example', '123456', 'https://nanum.example')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 503, message: UNAVAILABLE });
    expect(lines.join('')).toContain('mail could not be sent');
    expect(lines.join('')).not.toContain('123456');
  });

  it('in development without SMTP_URL writes the mail to the log instead', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM: FROM, NODE_ENV: 'development' }, logger);
    expect(mailer.available).toBe(true);
    await mailer.send(joinCodeMail('dev@nanum.example', '314159', 'http://localhost:3000'));
    const logged = lines.join('');
    expect(logged).toContain('314159');
    expect(logged).toContain('SMTP_URL is unset');
  });

  it.each(['production', 'test'] as const)('in %s without SMTP_URL refuses with a Korean 503, never logging the text', async (env) => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM: FROM, NODE_ENV: env }, logger);
    expect(mailer.available).toBe(false);
    expect(() => mailer.assertAvailable()).toThrow(UNAVAILABLE);
    await expect(mailer.send(joinCodeMail('p@nanum.example', '271828', 'https://nanum.example'))).rejects.toMatchObject({ status: 503, message: UNAVAILABLE });
    const logged = lines.join('');
    expect(logged).toContain('SMTP_URL is unset');
    expect(logged).toContain('"level":40');
    expect(logged).not.toContain('271828');
  });
});

describe('mail texts', () => {
  it('the code mail names the code and its lifetime', () => {
    const mail = joinCodeMail('a@nanum.example', '000123', 'https://nanum.example');
    expect(mail).toMatchObject({ to: 'a@nanum.example', subject: '[나눔] 이메일 인증번호 000123' });
    expect(mail.text).toContain('인증번호: 000123');
    expect(mail.text).toContain('본인이 요청하지 않았다면');
  });

  it('the already-registered mail sends no code and points to recovery', () => {
    const mail = alreadyRegisteredMail('a@nanum.example', 'https://nanum.example');
    expect(mail.subject).toBe('[나눔] 이미 가입된 이메일입니다');
    expect(mail.text).toContain('https://nanum.example/author/find');
    expect(mail.text).not.toMatch(/\d{6}/);
  });

  it('the reset mail carries the link, its lifetime and the sign-out notice', () => {
    const link = `https://nanum.example/author/find?token=${'t'.repeat(43)}`;
    const mail = passwordResetMail('a@nanum.example', link, 'https://nanum.example');
    expect(mail.subject).toBe('[나눔] 비밀번호 재설정 안내');
    expect(resetTokenFrom({ to: mail.to, subject: mail.subject, text: mail.text })).toBe('t'.repeat(43));
    expect(mail.text).toContain('30분 동안 한 번만');
    expect(mail.text).toContain('모든 기기에서 로그아웃');
  });
});

describe('the start-up warning of a site without mail', () => {
  it('warns in one line outside development when SMTP_URL is unset, naming the fix', () => {
    for (const env of ['production', 'test'] as const) {
      const warning = mailWarning({ SMTP_URL: undefined, NODE_ENV: env });
      expect(warning).toMatch(/^SMTP_URL is not set: sign-up codes and password-reset mails cannot be sent; set SMTP_URL \(e\.g\. smtp:\/\/127\.0\.0\.1:1025 .*README\)\.$/);
      expect(warning).not.toContain('\n');
    }
    expect(mailWarning({ SMTP_URL: 'smtp://mail.nanum.example:587', NODE_ENV: 'production' })).toBeNull();
    expect(mailWarning({ SMTP_URL: undefined, NODE_ENV: 'development' })).toBeNull();
  });
});
