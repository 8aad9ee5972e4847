import { describe, expect, it } from 'vitest';
import { hasAbilityPermission } from './abilityPermission';
import { hasPermission, type PermissionUser } from './permissions';

describe('hasAbilityPermission (the header’s small module for ABILITY)', () => {
  it('answers as hasPermission(user, ABILITY) for every combination of the fields it reads', () => {
    const users: (PermissionUser | null)[] = [null];
    for (const certify of [true, false, 1, 0, null])
      for (const hidden of [0, 1, 2])
        for (const power of [0, 1, 2])
          for (const rank of [0, 1, 2, 10])
            for (const type of [0, 1, 2])
              for (const cardinal of [0, 1, 3]) users.push({ id: 1, certify, hidden, power, rank, type, cardinal });
    for (const user of users) expect(hasAbilityPermission(user)).toBe(hasPermission(user, 'ABILITY'));
    expect(users.filter(hasAbilityPermission).length).toBeGreaterThan(0);
  });

  it('lets operators and active champ members in, not an ordinary member', () => {
    expect(hasAbilityPermission({ id: 1, certify: true, hidden: 0, power: 1, rank: 0, type: 1, cardinal: 0 })).toBe(true);
    expect(hasAbilityPermission({ id: 2, certify: 1, hidden: 2, power: 0, rank: 1, type: 2, cardinal: 1 })).toBe(true);
    expect(hasAbilityPermission({ id: 3, certify: true, hidden: 0, power: 0, rank: 0, type: 0, cardinal: 0 })).toBe(false);
  });
});
