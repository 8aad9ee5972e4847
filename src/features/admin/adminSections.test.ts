import { describe, expect, it } from 'vitest';
import { sectionOf, sectionsFor } from './adminSections';

const base = { certify: 1, hidden: 0 };
const keys = (user: Parameters<typeof sectionsFor>[0]) => sectionsFor(user).map((section) => section.key);

describe('admin sections by role', () => {
  it('shows teams and divisions to operators and admins, and the youth section to division heads too', () => {
    for (const user of [{ ...base, power: 1 }, { ...base, power: 2 }]) expect(keys(user)).toEqual(expect.arrayContaining(['youth', 'organisation']));
    const head = { ...base, rank: 10 };
    expect(keys(head)).toContain('youth');
    // Their campaigns' attendance screen (the API lets division heads open their own division's only).
    expect(keys(head)).toContain('attendance');
    expect(keys(head)).not.toContain('organisation');
  });

  it('keeps deleted posts and comments and the reports queue from division heads (docs/ROLES.md)', () => {
    expect(keys({ ...base, power: 1 })).toEqual(expect.arrayContaining(['deleted', 'reports']));
    expect(keys({ ...base, rank: 10 })).not.toContain('deleted');
    expect(keys({ ...base, rank: 10 })).not.toContain('reports');
    expect(sectionOf('deleted', { ...base, rank: 19 })).toBe('dashboard');
  });

  it('keeps donor records (contact details of donors) to operators and admins', () => {
    for (const user of [{ ...base, power: 1 }, { ...base, power: 2 }]) expect(keys(user)).toContain('donations');
    expect(keys({ ...base, rank: 10 })).not.toContain('donations');
    expect(sectionOf('donations', { ...base, rank: 19 })).toBe('dashboard');
  });

  it('falls back to the dashboard for a section the user may not open or that does not exist', () => {
    expect(sectionOf('organisation', { ...base, rank: 10 })).toBe('dashboard');
    expect(sectionOf('organisation', { ...base, power: 1 })).toBe('organisation');
    expect(sectionOf('youth', { ...base, rank: 19 })).toBe('youth');
    expect(sectionOf('nothing', { ...base, power: 2 })).toBe('dashboard');
  });
});
