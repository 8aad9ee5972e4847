import { describe, expect, it } from 'vitest';
import { popupStates, type PopupSchedule } from './popupStates';

const popup = (id: number, active: boolean, startDate: string | null = null, endDate: string | null = null): PopupSchedule => ({ id, active, startDate, endDate });

describe('popupStates', () => {
  it('shows the newest pop-up that is on and in its days; an older one waits', () => {
    const states = popupStates([popup(1, true), popup(2, true, '2026-11-01', '2026-11-30'), popup(3, false)], '2026-11-25');
    expect(Object.fromEntries(states)).toEqual({ 1: 'waiting', 2: 'shown', 3: 'off' });
  });

  it('passes over a newer pop-up that has not started or has ended', () => {
    const states = popupStates([popup(1, true), popup(2, true, '2026-12-01'), popup(3, true, null, '2026-11-24')], '2026-11-25');
    expect(Object.fromEntries(states)).toEqual({ 1: 'shown', 2: 'scheduled', 3: 'ended' });
  });

  it('counts the first and the last day as inside the period', () => {
    expect(popupStates([popup(1, true, '2026-11-25', '2026-11-25')], '2026-11-25').get(1)).toBe('shown');
  });

  it('shows none when nothing is on', () => {
    expect([...popupStates([popup(1, false), popup(2, true, '2027-01-01')], '2026-11-25').values()]).toEqual(['off', 'scheduled']);
  });
});
