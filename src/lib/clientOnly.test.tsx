import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { clientOnly } from './clientOnly';

const Greeting = ({ name }: { name: string }) => <p>안녕하세요 {name}</p>;
const Loading = () => <span>불러오는 중</span>;

describe('clientOnly', () => {
  it('renders the stand-in (or nothing) on the server, even once the code is loaded', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Lazy = clientOnly(load, Loading);
    expect(renderToStaticMarkup(<Lazy name="나눔" />)).toBe('<span>불러오는 중</span>');
    await Lazy.preload();
    expect(renderToStaticMarkup(<Lazy name="나눔" />)).toBe('<span>불러오는 중</span>');
    const Bare = clientOnly(load);
    expect(renderToStaticMarkup(<Bare name="x" />)).toBe('');
  });

  it('loads the code once however often it is preloaded, and not at all before', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Lazy = clientOnly(load);
    renderToStaticMarkup(<Lazy name="나눔" />);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never rejects, and tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValue({ default: Greeting });
    const Lazy = clientOnly(load);
    await expect(Lazy.preload()).resolves.toBeUndefined();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
