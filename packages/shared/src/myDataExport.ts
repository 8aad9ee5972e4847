/**
 * 내 정보 내려받기 (issue 23): everything the site holds about a member, as the files of a ZIP.
 * Each list is a JSON file and a CSV file (UTF-8 with a BOM, so Excel opens Korean text); the
 * profile is JSON only. The API reads the rows; this decides the files, their names and columns.
 */
import { csvDocument } from './csv';

type Cell = string | number | boolean | null;
type Row = Readonly<Record<string, Cell>>;

export interface MyData {
  exportedAt: string;
  profile: Row;
  socialAccounts: readonly Row[];
  posts: readonly Row[];
  comments: readonly Row[];
  drafts: readonly Row[];
  surveyAnswers: readonly Row[];
  alarms: readonly Row[];
  participations: readonly Row[];
  certificates: readonly Row[];
  /** Per kind of alarm, the channels the member chose (the defaults when never changed). */
  notificationSettings: readonly Row[];
  /** The app installs registered for pushes; the token shown by its last characters only (maskDeviceToken). */
  pushDevices: readonly Row[];
}

type ListName = Exclude<keyof MyData, 'exportedAt' | 'profile'>;

/** Each list's file name and its CSV columns (key, Korean header), in order. */
export const MY_DATA_LISTS: Readonly<Record<ListName, { file: string; columns: readonly (readonly [string, string])[] }>> = {
  socialAccounts: { file: 'social-accounts', columns: [['provider', '소셜 계정'], ['linkedAt', '연결일시']] },
  posts: {
    file: 'posts',
    columns: [['id', '번호'], ['board', '게시판'], ['title', '제목'], ['content', '내용'], ['createdAt', '작성일시'], ['deletedAt', '삭제일시']],
  },
  comments: {
    file: 'comments',
    columns: [['id', '번호'], ['postId', '글 번호'], ['postTitle', '글 제목'], ['text', '내용'], ['createdAt', '작성일시'], ['deletedAt', '삭제일시']],
  },
  drafts: { file: 'drafts', columns: [['board', '게시판'], ['title', '제목'], ['content', '내용'], ['savedAt', '저장일시']] },
  surveyAnswers: {
    file: 'survey-answers',
    columns: [['survey', '설문'], ['question', '질문'], ['option', '선택한 항목'], ['text', '서술 답변'], ['score', '점수'], ['createdAt', '응답일시']],
  },
  alarms: { file: 'alarms', columns: [['title', '제목'], ['subTitle', '부제목'], ['description', '내용'], ['href', '주소'], ['read', '읽음'], ['createdAt', '일시']] },
  participations: {
    file: 'participations',
    columns: [['campaign', '활동'], ['startDate', '시작일'], ['endDate', '종료일'], ['status', '상태'], ['minutes', '인정 시간(분)'], ['appliedAt', '신청일시']],
  },
  certificates: { file: 'certificates', columns: [['number', '확인서 번호'], ['issuedAt', '발급일시'], ['revokedAt', '취소일시']] },
  notificationSettings: { file: 'notification-settings', columns: [['label', '알림 종류'], ['site', '사이트'], ['push', '앱 푸시'], ['email', '이메일 요약']] },
  pushDevices: {
    file: 'push-devices',
    columns: [['platform', '기기 종류'], ['token', '알림 토큰(끝자리)'], ['registeredAt', '등록일시'], ['lastSeenAt', '마지막 등록 확인일시']],
  },
};

const cellText = (value: Cell | undefined): string => (value === null || value === undefined ? '' : typeof value === 'boolean' ? (value ? '예' : '아니요') : String(value));

const README = (exportedAt: string) =>
  [
    '나눔 내 정보 내려받기',
    `만든 시각: ${exportedAt}`,
    '',
    'profile.json: 회원 정보',
    ...Object.values(MY_DATA_LISTS).map(({ file }) => `${file}.json / ${file}.csv`),
    '',
    'CSV 파일은 Excel에서 바로 열 수 있습니다(UTF-8).',
  ].join('\r\n');

/** The ZIP's files: name → text. */
export function myDataFiles(data: MyData): Record<string, string> {
  const files: Record<string, string> = {
    'README.txt': README(data.exportedAt),
    'profile.json': JSON.stringify({ exportedAt: data.exportedAt, profile: data.profile }, null, 2),
  };
  for (const [name, { file, columns }] of Object.entries(MY_DATA_LISTS) as [ListName, (typeof MY_DATA_LISTS)[ListName]][]) {
    const rows = data[name];
    files[`${file}.json`] = JSON.stringify(rows, null, 2);
    files[`${file}.csv`] = csvDocument(
      columns.map(([, header]) => header),
      rows.map((row) => columns.map(([key]) => cellText(row[key]))),
    );
  }
  return files;
}

/** The download's file name for a day (YYYY-MM-DD). */
export const myDataFileName = (day: string): string => `nanum-my-data-${day}.zip`;
