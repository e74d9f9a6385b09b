import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoutes } from '../../../../../test/render-app';
import { stubServer } from '../../../../../test/fetch-stub';
import { signIn } from '../../../../../test/tokens';
import PackageSetupPage from './[id]';

const PATH = '/api/backend/masters/package/5';
const PACKAGE = {
  id: 5,
  name: 'Gold',
  description: 'For busy shops',
  active: true,
  merchants: 2,
  rates: [
    { serviceCode: 'NSDL_PHYSICAL_NEW', price: 107 },
    { serviceCode: 'UTI_COUPON', price: 100 },
  ],
  history: [],
};

const render = () =>
  renderRoutes(
    [{ path: '/backend/masters/package/setup/:id', element: <PackageSetupPage /> }],
    '/backend/masters/package/setup/5',
  );
const saves = (fetch: ReturnType<typeof stubServer>) =>
  fetch.mock.calls.filter(([u, i]) => u === PATH && i?.method === 'PUT');

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin' });
});
afterEach(() => vi.unstubAllGlobals());

describe('package setup', () => {
  it('checks the name before sending', async () => {
    const fetch = stubServer((url) => (url === PATH ? jsonResponse(PACKAGE) : undefined));
    render();
    const name = await screen.findByLabelText(/^Name$|^Name \*/);
    expect(name).toHaveValue('Gold');
    await userEvent.clear(name);
    await userEvent.type(name, 'G');
    await userEvent.click(screen.getByRole('button', { name: 'Save package' }));
    expect(await screen.findByText('At least 2 characters')).toBeInTheDocument();
    expect(saves(fetch)).toHaveLength(0);
  });

  it('sends the offered services only, and shows a refused rate beside its service', async () => {
    const fetch = stubServer((url, init) => {
      if (url !== PATH) return undefined;
      if (init?.method === 'PUT')
        return jsonResponse(
          { message: 'rates.1.price: At most ₹10,00,000', errors: { 'rates.1.price': ['At most ₹10,00,000'] } },
          400,
        );
      return jsonResponse(PACKAGE);
    });
    render();
    const gst = await screen.findByLabelText('Price for GST return filing');
    await userEvent.type(gst, '250');
    await userEvent.click(screen.getByRole('button', { name: 'Save package' }));
    await waitFor(() => expect(saves(fetch)).toHaveLength(1));
    expect(JSON.parse(saves(fetch)[0]![1]!.body as string)).toEqual({
      name: 'Gold',
      nameHi: '',
      description: 'For busy shops',
      active: true,
      rates: [
        { serviceCode: 'NSDL_PHYSICAL_NEW', price: 107 },
        { serviceCode: 'UTI_COUPON', price: 100 },
        { serviceCode: 'GST_FILING', price: 250 },
      ],
    });
    // The second rate sent is the UTI coupon's.
    const uti = screen.getByLabelText('Price for UTI PAN coupon — physical card');
    await waitFor(() => expect(uti).toHaveAttribute('aria-invalid', 'true'));
    expect(uti.closest('.mantine-InputWrapper-root')).toHaveTextContent('At most ₹10,00,000');
    expect(gst).not.toHaveAttribute('aria-invalid', 'true');
  });
});
