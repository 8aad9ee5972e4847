// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import SearchBox from '@/features/search/SearchBox';
import { fakeRouter } from '@/test/fakeRouter';
import { hydrateWithStore } from '@/test/renderWithStore';

/** A form of every kind of field, each showing what React's state holds for it. */
function Fields() {
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const [agree, setAgree] = useState(false);
  const [news, setNews] = useState(true);
  const [size, setSize] = useState('s');
  const [region, setRegion] = useState('seoul');
  const [untouched, setUntouched] = useState('그대로');
  const [changes, setChanges] = useState(0);
  const counted = <T,>(set: (value: T) => void) => (value: T) => {
    setChanges((count) => count + 1);
    set(value);
  };
  return (
    <form aria-label="시험">
      <input id="text" aria-label="이름" value={text} onChange={(event) => counted(setText)(event.target.value)} />
      <textarea id="note" aria-label="메모" value={note} onChange={(event) => counted(setNote)(event.target.value)} />
      <input id="agree" type="checkbox" aria-label="동의" checked={agree} onChange={(event) => counted(setAgree)(event.target.checked)} />
      <input id="news" type="checkbox" aria-label="소식" checked={news} onChange={(event) => counted(setNews)(event.target.checked)} />
      {['s', 'm', 'l'].map((value) => (
        <input key={value} id={`size-${value}`} type="radio" name="size" value={value} aria-label={value} checked={size === value} onChange={() => counted(setSize)(value)} />
      ))}
      <select id="region" aria-label="지역" value={region} onChange={(event) => counted(setRegion)(event.target.value)}>
        <option value="seoul">서울</option>
        <option value="busan">부산</option>
      </select>
      <input id="untouched" aria-label="그대로" value={untouched} onChange={(event) => counted(setUntouched)(event.target.value)} />
      <output aria-label="상태">{JSON.stringify({ text, note, agree, news, size, region, untouched, changes })}</output>
    </form>
  );
}

const field = <T extends Element>(container: HTMLElement, selector: string) => container.querySelector(selector) as T;

describe('changes made before the page hydrated reach the form once it has', () => {
  it('hands each changed field to its own onChange, once, and leaves the others alone', async () => {
    hydrateWithStore(<Fields />, (container) => {
      field<HTMLInputElement>(container, '#text').value = '박소망';
      field<HTMLTextAreaElement>(container, '#note').value = '바뀐 메모';
      field<HTMLInputElement>(container, '#agree').checked = true;
      field<HTMLInputElement>(container, '#news').checked = false;
      field<HTMLInputElement>(container, '#size-l').checked = true;
      field<HTMLSelectElement>(container, '#region').value = 'busan';
    });
    await expect.poll(() => JSON.parse(screen.getByLabelText('상태').textContent ?? '{}')).toEqual({
      text: '박소망',
      note: '바뀐 메모',
      agree: true,
      news: false,
      size: 'l',
      region: 'busan',
      untouched: '그대로',
      changes: 6,
    });
    // What the fields show is what the form now holds.
    expect(screen.getByLabelText<HTMLInputElement>('이름').value).toBe('박소망');
    expect(screen.getByLabelText<HTMLInputElement>('s').checked).toBe(false);
  });

  it('changes nothing on a page nobody typed in', async () => {
    hydrateWithStore(<Fields />, () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(JSON.parse(screen.getByLabelText('상태').textContent ?? '{}')).toMatchObject({ text: '', size: 's', changes: 0 });
  });

  it('the header’s search: a query typed before hydration is the one searched for', async () => {
    const router = fakeRouter('/');
    const { events } = hydrateWithStore(<SearchBox id="site-search" />, (container) => {
      field<HTMLInputElement>(container, '#site-search').value = '김장 봉사';
    }, { router });
    await events.click(screen.getByRole('button', { name: '검색' }));
    expect(router.push).toHaveBeenCalledWith('/search?q=%EA%B9%80%EC%9E%A5+%EB%B4%89%EC%82%AC');
  });
});
