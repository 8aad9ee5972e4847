import { describe, expect, it } from 'vitest';
import { BACKUP_MESSAGES, lastBackupText } from './backupMessages';

describe('the dashboard’s last backup', () => {
  it('shows Korean time and the size, whatever the process time zone', () => {
    // 18:30 UTC is 03:30 the next day in Seoul.
    expect(lastBackupText({ at: '2026-11-25T18:30:05.000Z', size: 3 * 1024 * 1024 })).toBe('2026-11-26 03:30 (3.0 MB)');
  });

  it('says so when there is none yet', () => {
    expect(lastBackupText(null)).toBe(BACKUP_MESSAGES.noBackup);
  });
});
