import fs from 'node:fs';
import zlib from 'node:zlib';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createActors, createBoard, pngOf, uploadFileAs, writePostAs, type Actor } from './community.testkit';
import { boardUploadDir } from './upload.service';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe.each(testDialects())('images and attachments (%s)', (dialect) => {
  let t: TestApp;
  let a: Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    a = await createActors(t);
    await createBoard(t.db, 'open', { permission: 2, perm: { write: 1, comment: 1, download: 1 } });
    await createBoard(t.db, 'staff', { permission: 0 });
    await createBoard(t.db, 'photos', { permission: 2, perm: { write: 1 }, layout: 'gallery' });
    await createBoard(t.db, 'clips', { permission: 2, perm: { write: 1 }, layout: 'video' });
  });
  afterAll(async () => {
    await t.drop();
  });

  const uploadImage = (cookie: string, data: Buffer, name: string, board = 'open') =>
    request(t.app).post(`/api/community/boards/${board}/uploads/image`).set('cookie', cookie).attach('image', data, name);
  const uploadFile = (cookie: string, data: Buffer, name: string, board = 'open') =>
    request(t.app).post(`/api/community/boards/${board}/uploads/file`).set('cookie', cookie).attach('file', data, name);

  it('re-encodes an uploaded image as WebP under a generated name outside public/', async () => {
    const res = await uploadImage(a.member.cookie, await pngOf(3000, 1500), '현장 사진.png');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: '현장 사진.webp', width: 2000, height: 1000, url: `/api/community/images/${res.body.data.id}` });
    const row = await t.db('attachments').where({ id: res.body.data.id }).first();
    expect(row.stored_name).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(fs.existsSync(`${boardUploadDir(t.config.uploadDir)}/${row.stored_name}`)).toBe(true);
    expect(boardUploadDir(t.config.uploadDir).startsWith(t.config.dataDir)).toBe(true);
    const served = await request(t.app).get(res.body.data.url).set('cookie', a.member.cookie);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.body).metadata()).format).toBe('webp');
    // Not in a post yet: only the uploader sees it.
    expect((await request(t.app).get(res.body.data.url).set('cookie', a.other.cookie)).status).toBe(404);
  });

  it.each([
    ['an SVG with a script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'), 'logo.svg'],
    ['HTML named .png', Buffer.from('<html><script>alert(1)</script></html>'), 'photo.png'],
    ['a PHP web shell named .jpg', Buffer.from('<?php system($_GET["c"]); ?>'), 'shell.php.jpg'],
    ['a PDF named .png', PDF, 'doc.png'],
  ])('refuses %s as an image', async (_name, data, name) => {
    const res = await uploadImage(a.member.cookie, data, name);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('업로드 가능한 이미지 파일이 아닙니다.');
  });

  it('refuses a pixel flood (a huge image in a small file)', async () => {
    // A real small PNG whose header claims 50000 x 50000 pixels (IHDR rewritten, CRC fixed).
    const flood = Buffer.from(await pngOf(8, 8));
    flood.writeUInt32BE(50_000, 16);
    flood.writeUInt32BE(50_000, 20);
    flood.writeUInt32BE(zlib.crc32(flood.subarray(12, 29)), 29);
    const res = await uploadImage(a.member.cookie, flood, 'flood.png');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('업로드 가능한 이미지 파일이 아닙니다.');
  });

  it.each([
    ['an executable', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'setup.exe'],
    ['an executable named .pdf', Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(200)]), '보고서.pdf'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'chart.svg'],
    ['a PHP script', Buffer.from('<?php echo 1; ?>'), 'index.php'],
    ['a PHP script named .php.txt with a NUL byte', Buffer.from('<?php\u0000 ?>'), 'a.php.txt'],
    ['an HTML page', Buffer.from('<html></html>'), 'page.html'],
    ['an empty file', Buffer.alloc(0), 'empty.txt'],
  ])('refuses %s as an attachment', async (_name, data, name) => {
    const res = await uploadFile(a.member.cookie, data, name);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^(올릴 수 없는 형식의 파일입니다\.|파일을 선택해주세요\.)$/);
  });

  it('answers two files sent at once with what is wrong, storing neither', async () => {
    const before = await t.db('attachments').count({ n: '*' }).first();
    const res = await request(t.app).post('/api/community/boards/open/uploads/file').set('cookie', a.member.cookie).attach('file', PDF, 'a.pdf').attach('file', PDF, 'b.pdf');
    expect(res.body).toEqual({ status: 400, message: '파일은 한 번에 하나씩 올려주세요.' });
    expect(await t.db('attachments').count({ n: '*' }).first()).toEqual(before);
  });

  it('refuses a file over the size cap', async () => {
    const res = await uploadFile(a.member.cookie, Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'big.pdf');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('파일이 너무 큽니다.');
  });

  it('keeps a hostile file name inert: no path, no markup, a safe download header', async () => {
    const id = await uploadFileAs(t, a.member.cookie, 'open', '../../<img src=x onerror=alert(1)>"\r\n.txt', Buffer.from('명단\n'));
    const postId = await writePostAs(t, a.member.cookie, 'open', { title: '명단 공유', fileIds: [id] });
    const post = await request(t.app).get(`/api/community/posts/${postId}`).set('cookie', a.other.cookie);
    expect(post.body.data.files[0].name).toBe('img src=x onerror=alert(1).txt');
    const download = await request(t.app).get(`/api/community/files/${id}`).set('cookie', a.other.cookie);
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="img src=x onerror=alert(1).txt"; filename*=UTF-8''img%20src%3Dx%20onerror%3Dalert(1).txt`);
    expect(download.headers['content-type']).toMatch(/^text\/plain/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.text).toBe('명단\n');
  });

  it('applies the board’s read and download permission to every download by id', async () => {
    const staffFile = await uploadFileAs(t, a.admin.cookie, 'staff', '운영 회의록.pdf', PDF);
    await writePostAs(t, a.admin.cookie, 'staff', { title: '운영 회의', fileIds: [staffFile] });
    for (const cookie of [a.member.cookie, a.operator.cookie]) {
      const res = await request(t.app).get(`/api/community/files/${staffFile}`).set('cookie', cookie);
      expect(res.status).toBe(403);
      expect(res.text).not.toContain('%PDF');
    }
    expect((await request(t.app).get(`/api/community/files/${staffFile}`)).status).toBe(401);
    expect((await request(t.app).get(`/api/community/files/${staffFile}`).set('cookie', a.admin.cookie)).status).toBe(200);

    // Readable by everyone, downloadable by members only.
    const openFile = await uploadFileAs(t, a.member.cookie, 'open', '안내.pdf', PDF);
    const postId = await writePostAs(t, a.member.cookie, 'open', { title: '안내문', fileIds: [openFile] });
    expect((await request(t.app).get(`/api/community/posts/${postId}`)).status).toBe(200);
    const visitor = await request(t.app).get(`/api/community/files/${openFile}`);
    expect(visitor.status).toBe(401);
    expect((await request(t.app).get(`/api/community/files/${openFile}`).set('cookie', a.other.cookie)).status).toBe(200);

    // Deleted post: nobody downloads its file any more.
    await request(t.app).delete(`/api/community/posts/${postId}`).set('cookie', a.member.cookie);
    expect((await request(t.app).get(`/api/community/files/${openFile}`).set('cookie', a.other.cookie)).status).toBe(404);
  });

  it('refuses to attach another member’s upload', async () => {
    const id = await uploadFileAs(t, a.other.cookie, 'open', '남의 파일.pdf', PDF);
    const res = await request(t.app).post('/api/community/boards/open/posts').set('cookie', a.member.cookie).send({ title: '가로채기', content: '<p>x</p>', fileIds: [id] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('파일을 찾을 수 없습니다.');
    expect(await t.db('attachments').where({ id }).first('post_id')).toEqual({ post_id: null });
  });

  it('shows a post’s images to its readers and sets the gallery thumbnail', async () => {
    const image = (await uploadImage(a.member.cookie, await pngOf(), '사진.png')).body.data;
    const postId = await writePostAs(t, a.member.cookie, 'open', { title: '사진 글', content: `<p>현장</p><img src="${image.url}" alt="현장">`, imageIds: [image.id] });
    const post = await request(t.app).get(`/api/community/posts/${postId}`);
    expect(post.body.data.post.content).toBe(`<p>현장</p><img src="${image.url}" alt="현장" />`);
    expect(post.body.data.post.thumbnail).toBe(image.url);
    expect(post.body.data.images).toEqual([{ id: image.id, url: image.url, name: '사진.webp', width: 40, height: 30 }]);
    expect((await request(t.app).get(image.url)).status).toBe(200);
  });

  it('refuses a gallery post without a photo and a video post without a video, in Korean, storing nothing', async () => {
    const write = (board: string, body: Record<string, unknown>) => request(t.app).post(`/api/community/boards/${board}/posts`).set('cookie', a.member.cookie).send({ title: '사진 없는 글', content: '<p>글만 있어요</p>', ...body });
    const posts = async () => Number((await t.db('posts').count({ count: '*' }).first())?.count);
    const before = await posts();
    const noPhoto = await write('photos', {});
    expect(noPhoto.status).toBe(400);
    expect(noPhoto.body.message).toBe('갤러리 글에는 사진을 한 장 이상 올려주세요.');
    const noVideo = await write('clips', { videoUrl: null });
    expect(noVideo.status).toBe(400);
    expect(noVideo.body.message).toBe('영상 글에는 YouTube 영상 주소를 입력해주세요.');
    expect(await posts()).toBe(before);

    const image = (await uploadImage(a.member.cookie, await pngOf(), '사진.png', 'photos')).body.data;
    expect((await write('photos', { content: `<p>현장</p><img src="${image.url}" alt="">`, imageIds: [image.id] })).status).toBe(200);
    expect((await write('clips', { videoUrl: 'https://youtu.be/dQw4w9WgXcQ' })).status).toBe(200);
    // An edit cannot take the video away either.
    const clipId = Number((await t.db('posts').orderBy('id', 'desc').first('id')).id);
    const emptied = await request(t.app).put(`/api/community/posts/${clipId}`).set('cookie', a.member.cookie).send({ title: '영상 글', content: '<p>x</p>', videoUrl: null });
    expect(emptied.body.message).toBe('영상 글에는 YouTube 영상 주소를 입력해주세요.');
    expect(await t.db('posts').where({ id: clipId }).first('video_url')).toEqual({ video_url: 'https://youtu.be/dQw4w9WgXcQ' });
  });

  /** A phone photo 40 x 30 stored turned (EXIF orientation 6: shown 30 x 40) with its author and GPS position. */
  const phonePhoto = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Artist: 'Kim Nanum' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 59/1' } })
      .toBuffer();
  const downloadCount = async (id: number) => Number((await t.db('attachments').where({ id }).first('download_count')).download_count);

  // The other member writes the posts below: the member has written many already (posts are limited per member and time).
  it('removes the metadata of a photo attached as a file (author, GPS), keeping it upright with its name and type', async () => {
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const id = await uploadFileAs(t, a.other.cookie, 'open', '현장.jpg', photo);
    await writePostAs(t, a.other.cookie, 'open', { title: '현장 사진 원본', fileIds: [id] });
    const download = await request(t.app).get(`/api/community/files/${id}`).set('cookie', a.member.cookie);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="__.jpg"; filename*=UTF-8''${encodeURIComponent('현장.jpg')}`);
    const bytes = download.body as Buffer;
    expect(bytes.includes('Kim Nanum')).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 30, height: 40 });
    expect([meta.exif, meta.xmp, meta.iptc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('keeps an animated GIF or WebP attachment animated, without its metadata', async () => {
    const frames = await Promise.all(['red', 'blue'].map((background) => sharp({ create: { width: 20, height: 10, channels: 3, background } }).png().toBuffer()));
    const webp = await sharp(frames, { join: { animated: true } }).webp().withExif({ IFD0: { Artist: 'Kim Nanum' } }).toBuffer();
    const gif = await sharp(frames, { join: { animated: true } }).gif().toBuffer();
    for (const [name, data, format] of [['움짤.webp', webp, 'webp'], ['움짤.gif', gif, 'gif']] as const) {
      const id = await uploadFileAs(t, a.other.cookie, 'open', name, data);
      const download = await request(t.app).get(`/api/community/files/${id}`).set('cookie', a.other.cookie);
      expect(download.headers['content-type']).toBe(`image/${format}`);
      const bytes = download.body as Buffer;
      expect(bytes.includes('Kim Nanum')).toBe(false);
      const meta = await sharp(bytes, { animated: true }).metadata();
      expect(meta).toMatchObject({ format, pages: 2, width: 20, pageHeight: 10 });
      expect(meta.exif).toBeUndefined();
    }
  });

  it('counts a download only for a GET of a stored file: not a HEAD, not a file gone from storage', async () => {
    const id = await uploadFileAs(t, a.other.cookie, 'open', '회계 보고.pdf', PDF);
    await writePostAs(t, a.other.cookie, 'open', { title: '회계 보고', fileIds: [id] });
    const url = `/api/community/files/${id}`;
    const head = await request(t.app).head(url).set('cookie', a.member.cookie);
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(PDF.length));
    expect(await downloadCount(id)).toBe(0);
    expect((await request(t.app).get(url).set('cookie', a.member.cookie)).status).toBe(200);
    expect(await downloadCount(id)).toBe(1);
    await request(t.app).head(url).set('cookie', a.member.cookie);
    expect(await downloadCount(id)).toBe(1);
    // Once per member (or visitor's address) a day, as a post's visits: asking again is no new download.
    for (let n = 0; n < 3; n += 1) expect((await request(t.app).get(url).set('cookie', a.member.cookie)).status).toBe(200);
    expect(await downloadCount(id)).toBe(1);
    for (const cookie of [a.admin.cookie, a.other.cookie, a.admin.cookie]) expect((await request(t.app).get(url).set('cookie', cookie)).status).toBe(200);
    expect(await downloadCount(id)).toBe(3);

    const row = await t.db('attachments').where({ id }).first('stored_name');
    fs.rmSync(`${boardUploadDir(t.config.uploadDir)}/${row.stored_name}`);
    const gone = await request(t.app).get(url).set('cookie', a.operator.cookie);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('파일을 찾을 수 없습니다.');
    expect(await downloadCount(id)).toBe(3);
  });

  it('lets a browser keep only the images every visitor may see', async () => {
    await createBoard(t.db, 'members', { permission: 1 });
    const postImage = async (cookie: string, board: string, post: Record<string, unknown>) => {
      const image = (await uploadImage(cookie, await pngOf(), '사진.png', board)).body.data;
      await writePostAs(t, cookie, board, { title: '사진', content: `<img src="${image.url}" alt="">`, ...post });
      return image.url as string;
    };
    const caching = async (url: string, cookie?: string) => {
      const res = await (cookie ? request(t.app).get(url).set('cookie', cookie) : request(t.app).get(url));
      expect(res.status).toBe(200);
      return res.headers['cache-control'];
    };

    const open = await postImage(a.other.cookie, 'open', {});
    expect(await caching(open)).toBe('private, max-age=3600');
    expect(await caching(open, a.member.cookie)).toBe('private, max-age=3600');

    const secret = await postImage(a.other.cookie, 'open', { secret: true });
    expect(await caching(secret, a.other.cookie)).toBe('private, no-cache');
    expect(await caching(secret, a.operator.cookie)).toBe('private, no-cache');

    const hidden = await postImage(a.other.cookie, 'open', {});
    const hiddenId = Number(hidden.split('/').pop());
    const { post_id: hiddenPost } = await t.db('attachments').where({ id: hiddenId }).first('post_id');
    await t.db('posts').where({ id: hiddenPost }).update({ hidden: 1 });
    expect(await caching(hidden, a.other.cookie)).toBe('private, no-cache');

    const membersOnly = await postImage(a.other.cookie, 'members', {});
    expect(await caching(membersOnly, a.member.cookie)).toBe('private, no-cache');

    const draft = (await uploadImage(a.other.cookie, await pngOf(), '초안.png')).body.data.url as string;
    expect(await caching(draft, a.other.cookie)).toBe('private, no-cache');
  });

  it('refuses an upload to a board the member may not write on', async () => {
    const res = await uploadFile(a.member.cookie, PDF, 'x.pdf', 'staff');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('이 게시판에 글을 쓸 권한이 없습니다.');
  });
});
