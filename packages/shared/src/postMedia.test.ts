import { describe, expect, it } from 'vitest';
import { missingMedia } from './postMedia';

describe('missingMedia', () => {
  it.each([
    ['gallery', 0, null, '갤러리 글에는 사진을 한 장 이상 올려주세요.'],
    ['gallery', 1, null, undefined],
    ['video', 0, null, '영상 글에는 YouTube 영상 주소를 입력해주세요.'],
    ['video', 0, '  ', '영상 글에는 YouTube 영상 주소를 입력해주세요.'],
    ['video', 0, 'https://youtu.be/aaaaaaaaaaa', undefined],
    ['list', 0, null, undefined],
    ['press', 0, null, undefined],
  ] as const)('%s with %i images and video %s → %s', (layout, imageCount, videoUrl, message) => {
    expect(missingMedia(layout, { imageCount, videoUrl })).toBe(message);
  });
});
