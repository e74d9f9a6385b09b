import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoutes } from '../../../test/render-app';
import { stubServer } from '../../../test/fetch-stub';
import { signIn } from '../../../test/tokens';
import IdListPage from './id-list';

const BASE = '/api/backend/masters/id-list';

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin' });
});
afterEach(() => vi.unstubAllGlobals());

const render = () =>
  renderRoutes([{ path: '/backend/masters/id-list', element: <IdListPage /> }], '/backend/masters/id-list');

describe('ID types master', () => {
  it('asks for a name and a price, then adds the ID type', async () => {
    const user = userEvent.setup();
    const fetch = stubServer((url, init) =>
      url === BASE && init?.method === 'POST'
        ? jsonResponse({ id: 7, name: 'PAN card', price: 107, active: true, sold: 0 })
        : undefined,
    );
    render();
    await user.click(await screen.findByRole('button', { name: 'Add ID type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add ID type' });
    await user.click(within(dialog).getByRole('button', { name: 'Add ID type' }));
    expect(await within(dialog).findByText('At least 2 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter an amount')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => u === BASE)).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Name$|^Name \*/), 'PAN card');
    await user.type(within(dialog).getByLabelText(/^Price/), '107');
    await user.click(within(dialog).getByRole('button', { name: 'Add ID type' }));
    expect(await screen.findByText('ID type PAN card has been saved.')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([u]) => u === BASE)!;
    expect(JSON.parse(call[1]!.body as string)).toEqual({ name: 'PAN card', nameHi: '', price: 107, active: true });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add ID type' })).not.toBeInTheDocument());
  });
});
