import { describe, expect, it } from 'vitest';
import type { AlarmItem } from '@nanum/shared/entities';
import { alarmHref, unreadCount } from './alarmView';

const alarm = (view: 0 | 1): AlarmItem => ({ id: 1, title: '새 댓글', subTitle: '', description: '', date: '', href: '/', query: null, view, hidden: 0 });

describe('alarm view rules', () => {
  it('counts the unread alarms for the badge', () => {
    expect(unreadCount([alarm(0), alarm(1), alarm(0)])).toBe(2);
    expect(unreadCount([])).toBe(0);
  });

  it('follows only links on this site, with the alarm query', () => {
    expect(alarmHref({ href: '/community/notice/3', query: null })).toBe('/community/notice/3');
    expect(alarmHref({ href: '/community/notice/3', query: '?comment=12' })).toBe('/community/notice/3?comment=12');
    expect(alarmHref({ href: '/youth?tab=1', query: 'page=2' })).toBe('/youth?tab=1&page=2');
    for (const href of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '']) {
      expect(alarmHref({ href, query: null })).toBeNull();
    }
  });
});
