import { describe, expect, it } from 'vitest';
import { idParamSchema, MAX_ROW_ID } from './rowId';

describe('an id in a path', () => {
  it.each(['1', '22', String(MAX_ROW_ID)])('reads %s as that id', (text) => {
    expect(idParamSchema.parse(text)).toBe(Number(text));
  });
  // Each of these once read as another row: "1e1" as 10, "22.0" and " 22" as 22, "0x16" as 22.
  it.each(['1e1', '22.0', ' 22', '22 ', '0x16', '+5', '05', '0', '-1', '', String(MAX_ROW_ID + 1), '99999999999'])('refuses %j in Korean', (text) => {
    expect(idParamSchema.safeParse(text).error?.issues[0]?.message).toBe('확인되지 않은 오류입니다.');
  });
});
