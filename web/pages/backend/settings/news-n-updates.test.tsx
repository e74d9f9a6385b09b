import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewsItem } from '../../../../contract/site-content';
import { stubServer } from '../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../test/render-app';
import { signIn } from '../../../test/tokens';
import NewsAndUpdatesPage from './news-n-updates';

const PATH = '/api/backend/settings/news-n-updates';

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin', name: 'Administrator', sub: 'A00001' });
});
afterEach(() => vi.unstubAllGlobals());

describe('news and updates settings', () => {
  it('adds an alert for merchants and lists it', async () => {
    const items: NewsItem[] = [];
    const fetch = stubServer((url, init) => {
      if (url !== PATH) return undefined;
      if ((init?.method ?? 'GET') === 'GET') return jsonResponse(items);
      const body = JSON.parse(init!.body as string) as Omit<NewsItem, 'id' | 'createdAt'>;
      items.push({
        ...body,
        id: 7,
        startsOn: body.startsOn || null,
        endsOn: body.endsOn || null,
        createdAt: '2026-11-24T10:00:00.000Z',
      });
      return jsonResponse(items[0], 201);
    });
    renderRoutes([{ path: '/n', element: <NewsAndUpdatesPage /> }], '/n');
    expect(await screen.findByText('No news yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add news' }));
    const form = screen.getByRole('form', { name: 'Add news' });
    await userEvent.type(within(form).getByLabelText(/Title/), 'Maintenance on Sunday');
    await userEvent.selectOptions(within(form).getByLabelText('Type'), 'alert');
    await userEvent.selectOptions(within(form).getByLabelText('For'), 'merchants');
    await userEvent.click(within(form).getByRole('button', { name: 'Add news' }));
    await waitFor(() => expect(fetch.mock.calls.some(([u, i]) => u === PATH && i?.method === 'POST')).toBe(true));
    const call = fetch.mock.calls.find(([u, i]) => u === PATH && i?.method === 'POST');
    expect(JSON.parse(call![1]!.body as string)).toEqual({
      title: 'Maintenance on Sunday',
      text: '',
      link: '',
      type: 'alert',
      audience: 'merchants',
      startsOn: '',
      endsOn: '',
    });
    const row = (await screen.findByText('Maintenance on Sunday')).closest('tr')!;
    expect(row).toHaveTextContent('Alert');
    expect(row).toHaveTextContent('Merchants');
  });

  it('refuses a javascript: link before sending', async () => {
    const fetch = stubServer((url) => (url === PATH ? jsonResponse([]) : undefined));
    renderRoutes([{ path: '/n', element: <NewsAndUpdatesPage /> }], '/n');
    await userEvent.click(await screen.findByRole('button', { name: 'Add news' }));
    const form = screen.getByRole('form', { name: 'Add news' });
    await userEvent.type(within(form).getByLabelText(/Title/), 'Hello');
    await userEvent.type(within(form).getByLabelText(/^Link/), 'javascript:alert(1)');
    await userEvent.click(within(form).getByRole('button', { name: 'Add news' }));
    expect(
      await within(form).findByText(/http\(s\):\/\/ address or a path/, { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(false);
  });
});
