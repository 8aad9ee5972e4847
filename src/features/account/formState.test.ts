import { describe, expect, it } from 'vitest';
import { findEmailSchema } from '@nanum/shared/accountSchemas';
import { firstInvalid, messagesOf } from './formState';

describe('form messages from the shared schemas', () => {
  it('gives one Korean message per field', () => {
    expect(messagesOf(findEmailSchema.safeParse({ name: ' ', number: '010' }))).toEqual({
      name: '이름을 입력해주세요.',
      number: '연락처를 입력해주세요.',
    });
    expect(messagesOf(findEmailSchema.safeParse({ name: '박소망', number: '010-0000-3001' }))).toEqual({});
  });

  it.each<[readonly string[], Record<string, string>, string | undefined]>([
    [['name', 'email'], { email: 'x', name: 'y' }, 'name'],
    [['name', 'email'], { email: 'x' }, 'email'],
    [['name'], { other: 'x' }, 'other'],
    [['name'], { '': 'x' }, undefined],
    [['name'], {}, undefined],
  ])('firstInvalid(%j, %j) -> %s', (order, errors, first) => {
    expect(firstInvalid(order, errors)).toBe(first);
  });
});
