import { formatBytes } from './boardRules';
import { siteDateTimeText } from './timeZone';

/**
 * Messages of `npm run backup`, `npm run restore` and the dashboard's backup card, written once
 * (docs/OPERATIONS.md describes the archive).
 */
export const BACKUP_MESSAGES = {
  written: (file: string, size: string) => `백업을 만들었습니다: ${file} (${size})`,
  restored: (tables: number, uploads: number) => `복원을 마쳤습니다: 테이블 ${tables}개와 업로드 파일 ${uploads}개를 확인했습니다.`,
  usage: '사용법: npm run restore -- 백업파일.tar.gz',
  fileMissing: '백업 파일을 찾을 수 없습니다. 경로를 확인해 주세요.',
  notAnArchive: '나눔 백업 파일이 아닙니다 (manifest.json이 없거나 읽을 수 없습니다).',
  otherDialect: (archive: string, target: string) => `이 백업은 ${archive} 데이터베이스의 것이라 ${target} 데이터베이스로 복원할 수 없습니다.`,
  otherSchema: '이 백업의 데이터베이스 구조(마이그레이션)가 지금 프로그램과 다릅니다. 백업을 만든 버전으로 복원한 뒤 업데이트해 주세요.',
  databaseNotEmpty: '복원할 데이터베이스가 비어 있지 않습니다. 빈 데이터베이스(또는 빈 DATA_DIR)를 지정해 주세요.',
  uploadsNotEmpty: '업로드 폴더가 비어 있지 않습니다. 빈 DATA_DIR(또는 빈 버킷)을 지정해 주세요.',
  mysqlClientMissing: 'mysqldump로 만든 백업을 복원하려면 mysql 클라이언트가 필요합니다 (Debian: apt-get install -y mariadb-client).',
  tableMismatch: (table: string) => `복원한 테이블 ${table}의 행 수나 체크섬이 백업과 다릅니다. 복원한 내용을 지웠습니다.`,
  uploadMismatch: (name: string) => `복원한 업로드 파일 ${name}이(가) 백업과 다릅니다. 복원한 내용을 지웠습니다.`,
  lastBackup: '마지막 백업',
  noBackup: '아직 백업이 없습니다',
} as const;

/** The newest backup as the admin dashboard shows it: Korean time to the minute and its size. */
export function lastBackupText(backup: { at: string; size: number } | null): string {
  if (!backup) return BACKUP_MESSAGES.noBackup;
  return `${siteDateTimeText(new Date(backup.at)).slice(0, 16)} (${formatBytes(backup.size)})`;
}
