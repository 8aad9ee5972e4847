import type { Knex } from 'knex';
import { seedDemo } from '../../migrations/seeds/demo';
import { indexAllPostsAndComments } from '../../apps/api/src/db/fullText';
import { emailColumns } from '../../apps/api/src/modules/user/user.repo';

/** The benchmark database (issue: performance): how many rows of each. */
export const BENCH_SIZE = { users: 10_000, posts: 100_000, comments: 500_000, alarms: 200_000 } as const;

const CHUNK = 1000;

/**
 * What the benchmark posts and comments talk about, so that a word is in some posts, not all: 봉사
 * is in 3 of the 20 topics (a volunteer association's most common word), 김장 in 1; a post names
 * three topics (title, and two in its text), a comment one of the phrases.
 */
const TOPICS = [
  '연탄 나눔', '김장 봉사', '환경 정화', '플로깅 모임', '멘토링', '헌혈 캠페인', '급식 봉사', '어르신 방문', '아동센터 학습 지원', '유기견 보호소',
  '바자회', '후원의 밤', '장학금 전달', '재난 구호', '농촌 일손 돕기', '도서 기증', '벽화 그리기', '해외 봉사 준비', '청소년 캠프', '지역 축제',
];
const PLACES = ['마포구', '성동구', '수원', '인천', '대전', '광주', '부산', '대구', '춘천', '제주', '전주', '청주', '울산'];
const COMMENTS = ['함께해요!', '수고 많으셨습니다', '다음에도 참여할게요', '사진 잘 봤어요', '김장 너무 맛있었어요', '좋은 소식 감사합니다', '봉사 시간 인정되나요?', '응원합니다', '멋진 활동이에요', '저도 신청했어요', '따뜻한 나눔이네요'];
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;
const pad = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM-DD HH:MM:SS' (UTC) `minutesAgo` before `base`. */
const stamp = (base: number, minutesAgo: number) => {
  const d = new Date(base - minutesAgo * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

async function insertChunked(db: Knex, table: string, total: number, row: (i: number) => Record<string, unknown>, progress: (line: string) => void) {
  for (let start = 0; start < total; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, total - start) }, (_, k) => row(start + k));
    // SQLite builds a multi-row insert as one compound SELECT, at most 500 terms.
    await db.transaction(async (trx) => {
      for (let at = 0; at < rows.length; at += 400) await trx(table).insert(rows.slice(at, at + 400));
    });
    if ((start / CHUNK) % 50 === 0) progress(`  ${table}: ${start + rows.length}/${total}`);
  }
}

/**
 * Fills an empty, migrated database with the demo content plus BENCH_SIZE rows: members, posts
 * spread over the boards (newest first by id, like real traffic), comments over the posts and
 * alarms over the members. Returns the password of every member ("nanum1234!", from the demo).
 * Does nothing when the database already holds that many members (a previous run).
 */
export async function seedBenchmark(db: Knex, uploadDir: string, progress: (line: string) => void): Promise<void> {
  const [{ n }] = (await db('users').count({ n: '*' })) as [{ n: number | string }];
  if (Number(n) >= BENCH_SIZE.users) {
    progress('benchmark data already present');
    return;
  }
  await seedDemo(db, { uploadDir });
  const demoUser = await db('users').where({ email: 'member@nanum.example' }).first('password_hash');
  const boards: { id: number }[] = await db('boards').select('id').orderBy('id');
  const base = Date.now();

  await insertChunked(db, 'users', BENCH_SIZE.users, (i) => ({
    ...emailColumns(`bench${i}@nanum.example`),
    password_hash: demoUser.password_hash,
    name: `회원${i}`,
    certify: 1,
    type: i % 5,
    cardinal: (i % 7) + 1,
    created_at: stamp(base, BENCH_SIZE.users - i),
    updated_at: stamp(base, BENCH_SIZE.users - i),
  }), progress);
  const [{ first }] = (await db('users').where('email', 'bench0@nanum.example').select({ first: 'id' })) as [{ first: number }];
  const userId = (i: number) => first + (i % BENCH_SIZE.users);

  await insertChunked(db, 'posts', BENCH_SIZE.posts, (i) => {
    const at = stamp(base, (BENCH_SIZE.posts - i) * 3);
    return {
      board_id: boards[i % boards.length]!.id,
      user_id: userId(i * 7),
      title: `${pick(TOPICS, i)} 소식 ${i}`,
      content: `<p>${pick(PLACES, i)}에서 열린 ${pick(TOPICS, i * 7 + 3)} 이야기를 전합니다. 다음 달에는 ${pick(TOPICS, i * 11 + 5)}도 준비하고 있습니다.</p>`,
      visit: i % 500,
      recommend: i % 37,
      comment_count: 5,
      created_at: at,
      updated_at: at,
    };
  }, progress);
  const [{ firstPost }] = (await db('posts').orderBy('id').limit(1).select({ firstPost: 'id' })) as [{ firstPost: number }];
  const [{ lastPost }] = (await db('posts').orderBy('id', 'desc').limit(1).select({ lastPost: 'id' })) as [{ lastPost: number }];
  const benchPosts = lastPost - firstPost + 1;

  await insertChunked(db, 'comments', BENCH_SIZE.comments, (i) => {
    const at = stamp(base, BENCH_SIZE.comments - i);
    return { post_id: lastPost - (i % Math.min(benchPosts, BENCH_SIZE.posts)), user_id: userId(i * 13), description: `${pick(COMMENTS, i * 3)} (${i})`, created_at: at, updated_at: at };
  }, progress);

  await insertChunked(db, 'alarms', BENCH_SIZE.alarms, (i) => ({
    user_id: userId(i),
    title: '새 댓글',
    sub_title: '커뮤니티',
    description: `회원님의 글에 댓글 ${i}이(가) 달렸습니다.`,
    href: '/community/notice',
    view: i % 3 === 0 ? 1 : 0,
    created_at: stamp(base, BENCH_SIZE.alarms - i),
  }), progress);

  // The rows above went in directly: the search index learns them as migrations 0022 and 0032 do.
  progress('  search index: posts and comments');
  await db.transaction((trx) => indexAllPostsAndComments(trx, 5000));
}
