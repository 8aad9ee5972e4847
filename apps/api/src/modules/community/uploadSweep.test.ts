import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env';
import { toDbDate } from '../../db/values';
import { createLogger } from '../../http/logger';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createActors, createBoard, pngOf, uploadFileAs, writePostAs, type Actor } from './community.testkit';
import { boardUploadDir } from './upload.service';
import { startUploadSweeper, sweepUnattachedUploads } from './uploadSweep';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Uploads the editor made for a post that was never saved are removed (row and file) once a day old. */
describe.each(testDialects())('sweeping unattached uploads (%s)', (dialect) => {
  let t: TestApp;
  let a: Record<'member' | 'other', Actor>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    a = await createActors(t);
    await createBoard(t.db, 'free');
  });
  afterAll(async () => {
    await t.drop();
  });

  const note = (text: string) => Buffer.from(`${text}\n`);
  const uploadImage = async (cookie: string) => {
    const res = await request(t.app).post('/api/community/boards/free/uploads/image').set('cookie', cookie).attach('image', await pngOf(), '현장.png');
    return res.body.data.id as number;
  };
  const storedName = async (id: number) => String((await t.db('attachments').where({ id }).first('stored_name')).stored_name);
  const onDisk = (name: string) => fs.existsSync(path.join(boardUploadDir(t.config.uploadDir), name));
  const age = (ids: number[], ms: number) => t.db('attachments').whereIn('id', ids).update({ created_at: toDbDate(new Date(Date.now() - ms)) });
  const exists = async (id: number) => (await t.db('attachments').where({ id }).first('id')) !== undefined;

  it('removes uploads no saved post uses once older than the set age, and keeps posts’ uploads and recent ones', async () => {
    const abandonedFile = await uploadFileAs(t, a.member.cookie, 'free', '작성취소.txt', note('저장하지 않은 글의 첨부'));
    const abandonedImage = await uploadImage(a.other.cookie);
    const recent = await uploadFileAs(t, a.member.cookie, 'free', '작성중.txt', note('지금 쓰는 글의 첨부'));
    const used = await uploadFileAs(t, a.member.cookie, 'free', '봉사일지.txt', note('글에 쓰인 첨부'));
    const dropped = await uploadFileAs(t, a.member.cookie, 'free', '뺀파일.txt', note('수정하며 뺀 첨부'));
    const postId = await writePostAs(t, a.member.cookie, 'free', { title: '봉사 일지', fileIds: [used, dropped] });
    // The author edits the post and takes one file out of it.
    expect((await request(t.app).put(`/api/community/posts/${postId}`).set('cookie', a.member.cookie).send({ title: '봉사 일지', content: '<p>내용</p>', fileIds: [used] })).status).toBe(200);
    await age([abandonedFile, abandonedImage, used, dropped], DAY + HOUR);
    await age([recent], DAY - HOUR);
    const names = { abandonedFile: await storedName(abandonedFile), abandonedImage: await storedName(abandonedImage), recent: await storedName(recent), used: await storedName(used), dropped: await storedName(dropped) };

    expect(await sweepUnattachedUploads(t.db, t.config.uploadDir, t.config.UNATTACHED_UPLOAD_HOURS * HOUR)).toBe(3);

    for (const id of [abandonedFile, abandonedImage, dropped]) expect(await exists(id)).toBe(false);
    for (const name of [names.abandonedFile, names.abandonedImage, names.dropped]) expect(onDisk(name)).toBe(false);
    for (const id of [recent, used]) expect(await exists(id)).toBe(true);
    for (const name of [names.recent, names.used]) expect(onDisk(name)).toBe(true);
    // The post still shows and serves its file.
    const post = await request(t.app).get(`/api/community/posts/${postId}`).set('cookie', a.other.cookie);
    expect(post.body.data.files.map((file: { id: number }) => file.id)).toEqual([used]);
    expect((await request(t.app).get(`/api/community/files/${used}`).set('cookie', a.other.cookie)).text).toBe('글에 쓰인 첨부\n');
    // A post saved later with a swept upload is refused in Korean, and nothing is saved.
    const late = await request(t.app).post('/api/community/boards/free/posts').set('cookie', a.member.cookie).send({ title: '늦은 저장', content: '<p>내용</p>', fileIds: [abandonedFile] });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('파일을 찾을 수 없습니다.');
    expect(await t.db('posts').where({ title: '늦은 저장' })).toEqual([]);
  });

  it('keeps the pictures a member’s saved draft shows while the draft lives, and the draft can be posted with them', async () => {
    const draftPath = '/api/community/boards/free/draft';
    const shown = await uploadImage(a.member.cookie);
    const unshown = await uploadImage(a.member.cookie);
    const othersShown = await uploadImage(a.member.cookie);
    const content = `<p>사진</p><img src="/api/community/images/${shown}">`;
    const saved = await request(t.app).put(draftPath).set('cookie', a.member.cookie).send({ title: '임시 글', content });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('임시 저장되었습니다.');
    // Another member's draft that shows the member's upload does not keep it.
    await request(t.app).put(draftPath).set('cookie', a.other.cookie).send({ title: '남의 사진', content: `<img src="/api/community/images/${othersShown}">` }).expect(200);
    await age([shown, unshown, othersShown], DAY + HOUR);
    const shownName = await storedName(shown);

    expect(await sweepUnattachedUploads(t.db, t.config.uploadDir, t.config.UNATTACHED_UPLOAD_HOURS * HOUR)).toBe(2);

    expect(await exists(shown)).toBe(true);
    expect(onDisk(shownName)).toBe(true);
    expect(await exists(unshown)).toBe(false);
    expect(await exists(othersShown)).toBe(false);
    expect((await request(t.app).get(`/api/community/images/${shown}`).set('cookie', a.member.cookie)).status).toBe(200);
    const draft = await request(t.app).get(draftPath).set('cookie', a.member.cookie);
    expect(draft.body.data).toMatchObject({ title: '임시 글', content: expect.stringContaining(`/api/community/images/${shown}`) });
    // Posting the draft attaches the picture and deletes the draft; the post keeps it from then on.
    const postId = await writePostAs(t, a.member.cookie, 'free', { title: draft.body.data.title, content: draft.body.data.content });
    expect((await request(t.app).get(draftPath).set('cookie', a.member.cookie)).body.data).toBeNull();
    expect(await t.db('post_draft_images').where({ attachment_id: shown })).toEqual([]);
    expect(await sweepUnattachedUploads(t.db, t.config.uploadDir, t.config.UNATTACHED_UPLOAD_HOURS * HOUR)).toBe(0);
    const post = await request(t.app).get(`/api/community/posts/${postId}`).set('cookie', a.other.cookie);
    expect(post.status).toBe(200);
    expect(post.body.data.images.map((image: { id: number }) => image.id)).toEqual([shown]);
    expect((await request(t.app).get(`/api/community/images/${shown}`).set('cookie', a.other.cookie)).status).toBe(200);
    expect(onDisk(shownName)).toBe(true);
    await request(t.app).put(draftPath).set('cookie', a.other.cookie).send({ title: '남의 사진', content: '<p>치움</p>' }).expect(200);
  });

  it('lets a draft’s pictures go when the draft drops them or is discarded: the sweep then removes them', async () => {
    const draftPath = '/api/community/boards/free/draft';
    const kept = await uploadImage(a.member.cookie);
    const dropped = await uploadImage(a.member.cookie);
    const show = (...ids: number[]) => ids.map((id) => `<img src="/api/community/images/${id}">`).join('');
    await request(t.app).put(draftPath).set('cookie', a.member.cookie).send({ title: '사진 둘', content: show(kept, dropped) }).expect(200);
    await request(t.app).put(draftPath).set('cookie', a.member.cookie).send({ title: '사진 하나', content: show(kept) }).expect(200);
    await age([kept, dropped], DAY + HOUR);
    const keptName = await storedName(kept);

    expect(await sweepUnattachedUploads(t.db, t.config.uploadDir, t.config.UNATTACHED_UPLOAD_HOURS * HOUR)).toBe(1);
    expect(await exists(dropped)).toBe(false);
    expect(await exists(kept)).toBe(true);

    const discarded = await request(t.app).delete(draftPath).set('cookie', a.member.cookie);
    expect(discarded.body).toEqual({ status: 200, message: '임시 저장한 글을 삭제했습니다.' });
    expect(await sweepUnattachedUploads(t.db, t.config.uploadDir, t.config.UNATTACHED_UPLOAD_HOURS * HOUR)).toBe(1);
    expect(await exists(kept)).toBe(false);
    expect(onDisk(keptName)).toBe(false);
    // A draft saved later with the swept picture holds nothing, and posting it is refused in Korean.
    await request(t.app).put(draftPath).set('cookie', a.member.cookie).send({ title: '늦은 초안', content: show(kept) }).expect(200);
    expect(await t.db('post_draft_images').where({ attachment_id: kept })).toEqual([]);
    const late = await request(t.app).post('/api/community/boards/free/posts').set('cookie', a.member.cookie).send({ title: '늦은 초안', content: show(kept) });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('파일을 찾을 수 없습니다.');
    await request(t.app).delete(draftPath).set('cookie', a.member.cookie).expect(200);
  });

  it('sweeps at start and then on every interval until stopped, content page pictures no page shows included', async () => {
    const first = await uploadFileAs(t, a.member.cookie, 'free', '첫번째.txt', note('하나'));
    await age([first], 2 * DAY);
    const picture = path.join(t.config.uploadDir, 'site', `${'e'.repeat(32)}.webp`);
    fs.mkdirSync(path.dirname(picture), { recursive: true });
    fs.writeFileSync(picture, 'webp');
    const twoDaysAgo = new Date(Date.now() - 2 * DAY);
    fs.utimesSync(picture, twoDaysAgo, twoDaysAgo);
    const sweeper = startUploadSweeper({ db: t.db, uploadDir: t.config.uploadDir, maxAgeMs: DAY, logger: createLogger('silent'), intervalMs: 100 });
    try {
      await expect.poll(() => exists(first), { timeout: 5000 }).toBe(false);
      await expect.poll(() => fs.existsSync(picture), { timeout: 5000 }).toBe(false);
      const second = await uploadFileAs(t, a.member.cookie, 'free', '두번째.txt', note('둘'));
      const secondName = await storedName(second);
      await age([second], 2 * DAY);
      await expect.poll(() => exists(second), { timeout: 5000 }).toBe(false);
      // The row goes first, then its file: on a busy machine the file may still be going.
      await expect.poll(() => onDisk(secondName), { timeout: 5000 }).toBe(false);
    } finally {
      await sweeper.stop();
    }
    const third = await uploadFileAs(t, a.member.cookie, 'free', '세번째.txt', note('셋'));
    await age([third], 2 * DAY);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await exists(third)).toBe(true);
    expect(onDisk(await storedName(third))).toBe(true);
  });

  it('takes its age from UNATTACHED_UPLOAD_HOURS: 24 unless set, and a bad value stops the start', () => {
    expect(t.config.UNATTACHED_UPLOAD_HOURS).toBe(24);
    expect(parseEnv({ UNATTACHED_UPLOAD_HOURS: '6' }).UNATTACHED_UPLOAD_HOURS).toBe(6);
    expect(() => parseEnv({ UNATTACHED_UPLOAD_HOURS: '0' })).toThrow(/Invalid UNATTACHED_UPLOAD_HOURS/);
  });
});
