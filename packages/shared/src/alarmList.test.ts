import { describe, expect, it } from 'vitest';
import { addAlarmEntry, formatAlarmEntry, parseAlarmEntry, removeAlarmEntry } from './alarmList';

describe('addAlarmEntry', () => {
  it.each<[string, string[], string, string[]]>([
    ['appends to an empty list', [], 'a', ['a']],
    ['appends at the end', ['a', 'b'], 'c', ['a', 'b', 'c']],
    ['moves an identical entry to the end', ['a', 'b', 'c'], 'a', ['b', 'c', 'a']],
    ['removes every identical entry', ['a', 'b', 'a'], 'a', ['b', 'a']],
    ['drops the oldest when 5 are held', ['a', 'b', 'c', 'd', 'e'], 'f', ['b', 'c', 'd', 'e', 'f']],
    ['removes the identical entry before counting', ['a', 'b', 'c', 'd', 'e'], 'c', ['a', 'b', 'd', 'e', 'c']],
    ['keeps 4 old entries when 4 are held', ['a', 'b', 'c', 'd'], 'e', ['a', 'b', 'c', 'd', 'e']],
    ['trims an over-full list to 5', ['a', 'b', 'c', 'd', 'e', 'f', 'g'], 'h', ['d', 'e', 'f', 'g', 'h']],
  ])('%s', (_name, list, entry, expected) => {
    const before = [...list];
    expect(addAlarmEntry(list, entry)).toEqual(expected);
    expect(list).toEqual(before);
  });
});

describe('removeAlarmEntry', () => {
  it.each<[number, string[]]>([
    [0, ['b', 'c']],
    [1, ['a', 'c']],
    [2, ['a', 'b']],
    [3, ['a', 'b', 'c']],
    [-1, ['a', 'b', 'c']],
  ])('index %d -> %j', (index, expected) => {
    const list = ['a', 'b', 'c'];
    const result = removeAlarmEntry(list, index);
    expect(result).toEqual(expected);
    expect(result).not.toBe(list);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});

describe('alarm entry text', () => {
  it('combines colour, timestamp and message into one text item', () => {
    expect(formatAlarmEntry('GREEN', '2024. 3. 5. 오후 12:00:00', '저장되었습니다.')).toBe(
      'GREEN|2024. 3. 5. 오후 12:00:00|저장되었습니다.',
    );
  });

  it('writes a Date in the locale format, on Korean time whatever the process time zone', () => {
    const date = new Date('2024-03-05T03:00:00Z'); // noon in Seoul
    const shown = date.toLocaleString(undefined, { timeZone: 'Asia/Seoul' });
    expect(shown).toContain('12:00:00');
    expect(formatAlarmEntry('RED', date, '실패')).toBe(`RED|${shown}|실패`);
  });

  it.each([
    ['BLUE|10:00|안내', { colour: 'BLUE', timestamp: '10:00', message: '안내' }],
    ['RED|10:00|a|b', { colour: 'RED', timestamp: '10:00', message: 'a|b' }],
    ['PINK|10:00|x', null],
    ['BLUE|10:00', null],
    ['plain text', null],
  ])('parses %j', (entry, parts) => {
    expect(parseAlarmEntry(entry)).toEqual(parts);
  });

  it('round-trips', () => {
    const entry = formatAlarmEntry('YELLOW', '2024-03-05 12:00', '주의 | 확인');
    expect(parseAlarmEntry(entry)).toEqual({ colour: 'YELLOW', timestamp: '2024-03-05 12:00', message: '주의 | 확인' });
  });
});
