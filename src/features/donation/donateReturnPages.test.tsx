// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { Children, isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fakeApi';
import { fakeRouter } from '@/test/fakeRouter';

afterEach(cleanup);

/** A page module as Next loads it: the component, and getServerSideProps when the page has one. */
interface PageModule {
  default: ComponentType<never>;
  getServerSideProps?: GetServerSideProps;
}

/** The document's title as next/head last set it in the browser. */
function headManager() {
  const head = { title: null as string | null };
  const manager = {
    mountedInstances: new Set<unknown>(),
    updateHead: (elements: ReactElement[]) => {
      const title = elements.find((element) => isValidElement(element) && element.type === 'title') as ReactElement<{ children?: ReactNode }> | undefined;
      head.title = title ? Children.toArray(title.props.children).join('') : null;
    },
  };
  return { head, manager };
}

/**
 * A return address as the browser opens it, the way Next serves it: a page with getServerSideProps
 * is rendered on the server with its query and props (the router ready on both sides); a page
 * without is the HTML prerendered at build time (no query, the router not ready), which the
 * browser hydrates with the router ready at once when the address has no query (Next's rule for
 * a page whose route has no [parameter]). Gives the errors React met hydrating, and the title.
 */
async function arrive(page: PageModule, url: string, { route = new URL(url, 'http://nanum.test').pathname, params = {} }: { route?: string; params?: Record<string, string> } = {}) {
  const address = new URL(url, 'http://nanum.test');
  const query = Object.fromEntries(address.searchParams);
  let props: Record<string, unknown> = {};
  let server: NextRouter = { ...fakeRouter(url), route, query: { ...query, ...params } };
  let browser: NextRouter = server;
  if (page.getServerSideProps) {
    const context = { query, params, resolvedUrl: url, req: {}, res: {} } as unknown as GetServerSidePropsContext;
    const result = await page.getServerSideProps(context);
    if (!('props' in result)) throw new Error(`${url}: getServerSideProps answered ${JSON.stringify(result)}`);
    props = (await result.props) as Record<string, unknown>;
  } else {
    server = { ...fakeRouter(route), query: {}, isReady: false };
    browser = { ...fakeRouter(url), route, query: { ...query, ...params }, isReady: !address.search && !route.includes('[') };
  }
  const Page = page.default as unknown as ComponentType<Record<string, unknown>>;
  const { head, manager } = headManager();
  const tree = (router: NextRouter) => (
    <HeadManagerContext.Provider value={manager}>
      <RouterContext.Provider value={router}>
        <Page {...props} />
      </RouterContext.Provider>
    </HeadManagerContext.Provider>
  );
  const container = document.body.appendChild(document.createElement('div'));
  const serverHtml = renderToString(tree(server));
  container.innerHTML = serverHtml;
  const hydrationErrors: unknown[] = [];
  render(tree(browser), { container, hydrate: true, onRecoverableError: (error) => hydrationErrors.push(error) });
  await waitFor(() => expect(head.title).not.toBeNull());
  return { hydrationErrors, head, serverHtml };
}

describe('the pages PortOne sends the browser back to', () => {
  it('/donate/pledge without a query hydrates what the server sent, with a Korean title, and asks nothing', async () => {
    const api = fakeApi({});
    const { hydrationErrors, head } = await arrive(await import('@/pages/donate/pledge'), '/donate/pledge');
    expect(hydrationErrors).toEqual([]);
    expect(head.title).toBe('정기 후원을 시작하지 못했습니다 | 나눔');
    expect(screen.getByRole('heading', { level: 1, name: '정기 후원을 시작하지 못했습니다' })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('카드를 등록하지 못했습니다.');
    expect(api.sent).toEqual([]);
  });

  it('/donate/pledge with the card window’s error says so in the site’s words, never the address’s; a billing key without its pledge is not sent', async () => {
    const api = fakeApi({});
    const failed = await arrive(await import('@/pages/donate/pledge'), `/donate/pledge?pledgeId=4&code=FAILURE&message=${encodeURIComponent('국민은행 123-456-789로 송금해주세요')}`);
    expect(failed.hydrationErrors).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe('카드를 등록하지 못했습니다.');
    expect(failed.serverHtml).not.toContain('송금');
    cleanup();
    const orphan = await arrive(await import('@/pages/donate/pledge'), '/donate/pledge?billingKey=billing-key-1');
    expect(orphan.hydrationErrors).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe('카드를 등록하지 못했습니다.');
    expect(api.sent).toEqual([]);
  });

  it('/donate/pledge with the billing key confirms the pledge once, under a Korean title', async () => {
    const api = fakeApi({ 'POST /api/donations/pledges/4/confirm': { status: 400, body: { status: 400, message: '카드 등록 정보를 확인할 수 없습니다. 다시 시도해주세요.' } } });
    const { hydrationErrors, head } = await arrive(await import('@/pages/donate/pledge'), '/donate/pledge?pledgeId=4&billingKey=billing-key-1');
    expect(hydrationErrors).toEqual([]);
    expect(head.title).toMatch(/ \| 나눔$/);
    expect((await screen.findByRole('alert')).textContent).toBe('카드 등록 정보를 확인할 수 없습니다. 다시 시도해주세요.');
    expect(api.sent.map((request) => [request.method, request.path, request.body])).toEqual([['POST', '/api/donations/pledges/4/confirm', { billingKey: 'billing-key-1' }]]);
  });

  it('/donate/complete without a payment id hydrates cleanly, says in Korean that there is no payment and sends no request', async () => {
    const api = fakeApi({});
    const { hydrationErrors, head, serverHtml } = await arrive(await import('@/pages/donate/complete'), '/donate/complete');
    expect(hydrationErrors).toEqual([]);
    expect(serverHtml).toContain('결제 정보를 찾을 수 없습니다. 후원하기에서 다시 시도해주세요.');
    expect(head.title).toBe('후원 결과 | 나눔');
    expect(screen.getByRole('heading', { level: 1, name: '결제를 확인하지 못했습니다' })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('결제 정보를 찾을 수 없습니다. 후원하기에서 다시 시도해주세요.');
    expect(screen.getByRole('link', { name: '후원하기로 돌아가기' }).getAttribute('href')).toBe('/donate');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.sent).toEqual([]);
  });

  it('/donate/complete with only the window’s error says so in the site’s words, never the address’s, and sends no request', async () => {
    const api = fakeApi({});
    const { serverHtml } = await arrive(await import('@/pages/donate/complete'), `/donate/complete?code=FAILURE_TYPE_PG&message=${encodeURIComponent('결제가 지연되었습니다. 국민은행 123-456-789로 송금해주세요')}`);
    expect(screen.getByRole('alert').textContent).toBe('결제가 취소되었거나 완료되지 않았습니다. 후원하기에서 다시 시도해주세요.');
    expect(serverHtml).not.toContain('송금');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.sent).toEqual([]);
  });

  it('/donate/complete with a payment id asks the server about that payment', async () => {
    const paymentId = `donation-${'d'.repeat(24)}`;
    const api = fakeApi({ [`POST /api/donations/${paymentId}/complete`]: { status: 400, body: { status: 400, message: '결제가 완료되지 않았습니다. 다시 시도해주세요.' } } });
    const { hydrationErrors } = await arrive(await import('@/pages/donate/complete'), `/donate/complete?paymentId=${paymentId}`);
    expect(hydrationErrors).toEqual([]);
    expect((await screen.findByRole('alert')).textContent).toBe('결제가 완료되지 않았습니다. 다시 시도해주세요.');
    expect(api.to(`POST /api/donations/${paymentId}/complete`)).toHaveLength(1);
  });

  it('/donate/receipt/{number} has its number and title in the server’s HTML', async () => {
    const api = fakeApi({ 'GET /api/donations/receipts/2026-0001': { body: { status: 200, data: { number: '2026-0001', state: 'unknown' } } } });
    const { hydrationErrors, head, serverHtml } = await arrive(await import('@/pages/donate/receipt/[number]'), '/donate/receipt/2026-0001', { route: '/donate/receipt/[number]', params: { number: '2026-0001' } });
    expect(hydrationErrors).toEqual([]);
    expect(serverHtml).toMatch(/일련번호 (<!-- -->)?2026-0001/);
    expect(head.title).toBe('기부금 영수증 진위 확인 | 나눔');
    await waitFor(() => expect(api.sent).toHaveLength(1));
  });
});
