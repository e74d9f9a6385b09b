import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewsItem, SiteContentView } from '../../../contract/site-content';
import { stubServer } from '../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../test/render-app';
import { signIn } from '../../test/tokens';
import { DashboardContent } from './DashboardContent';
import { HomeContent } from './HomeContent';

const news = (id: number, title: string, type: NewsItem['type'], audience: NewsItem['audience']): NewsItem => ({
  id,
  title,
  text: '',
  link: '',
  type,
  audience,
  startsOn: null,
  endsOn: null,
  createdAt: '2026-11-20T08:00:00.000Z',
});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('public home content', () => {
  it('draws nothing when there are no slides and no news', async () => {
    const fetch = stubServer((url) =>
      url === '/api/site-content' ? jsonResponse({ slides: [], news: [] } satisfies SiteContentView) : undefined,
    );
    const { container } = renderRoutes(
      [
        {
          path: '/',
          element: (
            <div data-testid="home">
              <HomeContent />
            </div>
          ),
        },
      ],
      '/',
    );
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => u === '/api/site-content')).toBe(true));
    expect(screen.getByTestId('home')).toBeEmptyDOMElement();
    expect(container.querySelector('[data-testid="home-site-content"]')).toBeNull();
  });

  it('shows the ticker and an alert a visitor can close for good in this browser', async () => {
    const view: SiteContentView = {
      slides: [],
      news: [news(1, 'Offer: PAN in 48 hours', 'offer', 'public'), news(2, 'Portal down on Sunday', 'alert', 'public')],
    };
    stubServer((url) => (url === '/api/site-content' ? jsonResponse(view) : undefined));
    const first = renderRoutes([{ path: '/', element: <HomeContent /> }], '/');
    expect(await screen.findByText('Offer: PAN in 48 hours')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: Portal down on Sunday' }));
    expect(screen.queryByText('Portal down on Sunday')).toBeNull();
    first.unmount();
    renderRoutes([{ path: '/', element: <HomeContent /> }], '/');
    expect(await screen.findByText('Offer: PAN in 48 hours')).toBeInTheDocument();
    expect(screen.queryByText('Portal down on Sunday')).toBeNull();
  });
});

describe('dashboard content', () => {
  it("shows the merchant's news and closes an alert on the server", async () => {
    signIn({ role: 'merchant', kind: 'owner', name: 'Ravi', sub: 'M00001' });
    const view: SiteContentView = {
      slides: [],
      news: [news(5, 'Commission raised', 'notice', 'merchants'), news(6, 'KYC deadline Friday', 'alert', 'merchants')],
    };
    const fetch = stubServer((url, init) => {
      if (url === '/api/merchant/site-content') return jsonResponse(view);
      if (url === '/api/site-content/news/6/dismiss' && init?.method === 'POST')
        return new Response(null, { status: 204 });
      return undefined;
    });
    renderRoutes([{ path: '/', element: <DashboardContent page="merchants" /> }], '/');
    expect(await screen.findByRole('region', { name: 'News and updates' })).toHaveTextContent('Commission raised');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: KYC deadline Friday' }));
    await waitFor(() => expect(screen.queryByText('KYC deadline Friday')).toBeNull());
    expect(fetch.mock.calls.some(([u, i]) => u === '/api/site-content/news/6/dismiss' && i?.method === 'POST')).toBe(
      true,
    );
  });
});
