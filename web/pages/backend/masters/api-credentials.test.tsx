import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoutes } from '../../../test/render-app';
import { stubServer } from '../../../test/fetch-stub';
import { signIn } from '../../../test/tokens';
import ApiCredentialsPage from './api-credentials';

const PATH = '/api/backend/masters/api-credentials';
const SECRET = 'sk_live_VERY_SECRET_9F3K';
const SAVED = [
  {
    id: 1,
    provider: 'upi_gateway',
    keyName: 'api_key',
    masked: '••••••••9F3K',
    updatedAt: '2026-03-05T10:15:00.000Z',
    updatedBy: 'admin',
  },
];

const render = () =>
  renderRoutes(
    [{ path: '/backend/masters/api-credentials', element: <ApiCredentialsPage /> }],
    '/backend/masters/api-credentials',
  );

async function pick(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('textbox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin' });
});
afterEach(() => vi.unstubAllGlobals());

describe('API credentials master', () => {
  it('says UPI payment is not set up while no upi_gateway api_key is stored (the sandbox needs UPI_SANDBOX)', async () => {
    stubServer((url) => (url === PATH ? jsonResponse([]) : undefined));
    render();
    expect(await screen.findByTestId('gateway-mode')).toHaveTextContent('UPI gateway: not set up');
    expect(screen.getByTestId('gateway-mode')).toHaveTextContent(
      'Only a server started with UPI_SANDBOX=true uses the built-in sandbox gateway',
    );
    expect(screen.getByText('No credentials stored yet.')).toBeInTheDocument();
  });

  it('sends the value once and never shows it again: the form is cleared and the list shows it masked', async () => {
    const fetch = stubServer((url, init) => {
      if (url === PATH && init?.method === 'PUT') return jsonResponse(SAVED);
      if (url === PATH) return jsonResponse([]);
      return undefined;
    });
    render();
    await screen.findByTestId('gateway-mode');
    await pick(/^Service/, 'UPI payment gateway');
    // The only key of that provider is chosen at once.
    expect(screen.getByRole('textbox', { name: /^Key/ })).toHaveValue('api_key');
    const value = screen.getByLabelText(/^Value/);
    expect(value).toHaveAttribute('type', 'password');
    await userEvent.type(value, SECRET);
    await userEvent.click(screen.getByRole('button', { name: 'Save credential' }));

    const table = await screen.findByRole('table', { name: 'Stored credentials' });
    expect(within(table).getByText('••••••••9F3K')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Value/)).toHaveValue(''));
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
    expect(screen.getByTestId('gateway-mode')).toHaveTextContent('UPI gateway: live');

    const put = fetch.mock.calls.find(([u, i]) => u === PATH && i?.method === 'PUT')!;
    expect(JSON.parse(put[1]!.body as string)).toEqual({ provider: 'upi_gateway', keyName: 'api_key', value: SECRET });
  });

  it('checks the form before sending', async () => {
    const fetch = stubServer((url) => (url === PATH ? jsonResponse([]) : undefined));
    render();
    await screen.findByTestId('gateway-mode');
    await userEvent.click(screen.getByRole('button', { name: 'Save credential' }));
    expect(await screen.findByText('Choose a provider')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, i]) => i?.method === 'PUT')).toBe(false);
  });

  it('is for administrators only', async () => {
    signIn({ role: 'staff' });
    stubServer();
    render();
    expect(await screen.findByText('Administrator only')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Value/)).not.toBeInTheDocument();
  });
});
