import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubServer } from '../../../test/fetch-stub';
import { jsonResponse, LAZY, renderRoutes } from '../../../test/render-app';
import { signIn } from '../../../test/tokens';
import { routes } from '../../../router';

const PATH = '/api/backend/settings/fund-transfers';

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin', name: 'Administrator', sub: 'A00001' });
});
afterEach(() => vi.unstubAllGlobals());

describe('Fund transfer limits (admin)', () => {
  it("shows the limits, puts the server's refusal on its field and saves", async () => {
    let puts = 0;
    const fetch = stubServer((url, init) => {
      if (url !== PATH) return undefined;
      if ((init?.method ?? 'GET') === 'GET') return jsonResponse({ perMove: 50000, perDay: 200000 });
      puts += 1;
      if (puts === 1)
        return jsonResponse(
          {
            message: 'The limit per transfer cannot be more than the daily limit.',
            errors: { perMove: ['The limit per transfer cannot be more than the daily limit.'] },
          },
          400,
        );
      return jsonResponse(JSON.parse(init!.body as string));
    });
    renderRoutes(routes, '/backend/settings/fund-transfers');
    await screen.findByRole('heading', { name: 'Fund transfer limits' }, LAZY);
    const perMove = await screen.findByLabelText(/^Most per transfer/);
    expect(perMove).toHaveValue('50,000');
    await userEvent.clear(perMove);
    await userEvent.type(perMove, '300000');
    await userEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('The limit per transfer cannot be more than the daily limit.')).toBeInTheDocument();
    await userEvent.clear(perMove);
    await userEvent.type(perMove, '25000');
    await userEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Limits saved')).toBeInTheDocument();
    const bodies = fetch.mock.calls
      .filter(([u, i]) => u === PATH && i?.method === 'PUT')
      .map(([, i]) => JSON.parse(i!.body as string));
    expect(bodies.at(-1)).toEqual({ perMove: 25000, perDay: 200000 });
  });
});
