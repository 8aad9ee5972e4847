import { describe, expect, it } from 'vitest';
import { UNKNOWN_ERROR_MESSAGE } from './messages';
import { fieldMessages, firstMessage } from './issueMessages';

const failed = (issues: { message: string; path: PropertyKey[] }[]) => ({ success: false as const, error: { issues } });

describe('issue messages', () => {
  it('firstMessage: undefined on success, else the first message (or the unknown-error one)', () => {
    expect(firstMessage({ success: true })).toBeUndefined();
    expect(firstMessage(failed([{ message: '하나', path: [] }, { message: '둘', path: [] }]))).toBe('하나');
    expect(firstMessage(failed([{ message: '', path: [] }]))).toBe(UNKNOWN_ERROR_MESSAGE);
  });

  it('fieldMessages: the first message of each field, body-level issues under ""', () => {
    expect(fieldMessages({ success: true })).toEqual({});
    expect(
      fieldMessages(
        failed([
          { message: '이름', path: ['name'] },
          { message: '이름 둘째', path: ['name'] },
          { message: '본문', path: [] },
          { message: '', path: ['email'] },
        ]),
      ),
    ).toEqual({ name: '이름', '': '본문', email: UNKNOWN_ERROR_MESSAGE });
  });
});
