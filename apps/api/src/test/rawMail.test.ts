import { describe, expect, it } from 'vitest';
import { readRawMail } from './rawMail';

describe('readRawMail', () => {
  it('decodes base64 text and B-encoded headers', () => {
    const raw = [
      'From: =?UTF-8?B?64KY64iU?= <no-reply@nanum.example>',
      'To: a@nanum.example',
      'Subject: =?UTF-8?B?W+uCmOuIlF0g7J247KadIA==?=',
      ' =?UTF-8?B?67KI7Zi4?=',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('안녕하세요\r\n인증번호: 123456', 'utf8').toString('base64'),
    ].join('\r\n');
    expect(readRawMail(raw)).toEqual({ to: 'a@nanum.example', subject: '[나눔] 인증 번호', text: '안녕하세요\n인증번호: 123456', headers: expect.objectContaining({ to: 'a@nanum.example', 'content-transfer-encoding': 'base64' }) });
  });

  it('decodes quoted-printable text with soft line breaks and Q-encoded headers', () => {
    const raw = [
      'To: b@nanum.example',
      'Subject: =?UTF-8?Q?=EB=82=98=EB=88=94_hi?=',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'https://nanum.example/author/find?token=3Dabc=\r\ndef =EB=82=98',
    ].join('\r\n');
    expect(readRawMail(raw)).toEqual({ to: 'b@nanum.example', subject: '나눔 hi', text: 'https://nanum.example/author/find?token=abcdef 나', headers: { to: 'b@nanum.example', subject: '=?UTF-8?Q?=EB=82=98=EB=88=94_hi?=', 'content-transfer-encoding': 'quoted-printable' } });
  });
});
