import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registrationDetail } from '../../../../../test/gst-detail';
import { stubServer } from '../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../test/render-app';
import { signIn } from '../../../../../test/tokens';
import GstRegistrationFormPage from './[[id]]';

const BASE = '/merchant/product/gst/registration';
const API = '/api/merchant/product/gst/registration';

function render(url = BASE) {
  return renderRoutes(
    [
      { path: `${BASE}/view/:id`, element: <h1>View page</h1> },
      { path: `${BASE}/:id?`, element: <GstRegistrationFormPage /> },
    ],
    url,
  );
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
});
afterEach(() => vi.unstubAllGlobals());

describe('GST registration form', () => {
  it('saves a half-filled draft, which gets a reference number and its id in the address', async () => {
    const fetch = stubServer((url, init) => {
      if (url === API && init?.method === 'POST')
        return jsonResponse(registrationDetail({ id: 12, refNo: 'GR0000000012' }));
      if (url === `${API}/12`) return jsonResponse(registrationDetail({ id: 12, refNo: 'GR0000000012' }));
      return undefined;
    });
    const { router } = render();
    await userEvent.type(await screen.findByRole('textbox', { name: /Legal name of the business/ }), 'Sunita Pawar');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    // The whole form renders again under its new address: slow in jsdom when other files run beside it.
    expect(await screen.findByTestId('draft-created', {}, { timeout: 5000 })).toHaveTextContent('GR0000000012');
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/12`));
    const sent = JSON.parse(String(fetch.mock.calls.find(([u, i]) => u === API && i?.method === 'POST')?.[1]?.body));
    expect(sent.data.legalName).toBe('Sunita Pawar');
    // What was typed stays on screen, and the documents can now be uploaded.
    expect(field(/Legal name of the business/)).toHaveValue('Sunita Pawar');

    expect(await screen.findByTestId('documents-pan_card', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('refuses to save a PAN whose 4th letter does not fit the constitution, naming the letter', async () => {
    const fetch = stubServer();
    render();
    await userEvent.click(await screen.findByRole('textbox', { name: /Constitution of business/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Partnership', hidden: true }));
    await userEvent.type(field(/PAN of the business/), 'ABCPE1234F');
    expect(await screen.findByText(/For Partnership, the PAN's 4th letter is F \(this one has P/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByTestId('not-saved')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => u === API)).toBe(false);
  });

  it('shows the server’s field errors at their fields', async () => {
    const fetch = stubServer((url, init) => {
      if (url === `${API}/7` && init?.method === 'PUT')
        return jsonResponse(
          {
            message: 'Bank: IFSC not found',
            errors: {
              'data.bank.ifsc': ['No bank branch has IFSC MAHB0000123'],
              'data.persons.0.email': ['This email bounced before'],
            },
          },
          400,
        );
      if (url === `${API}/7`) return jsonResponse(registrationDetail());
      return undefined;
    });
    render(`${BASE}/7`);
    await userEvent.type(await screen.findByRole('textbox', { name: /Trade name/ }), ' Co');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const ifsc = await screen.findByRole('textbox', { name: /^IFSC/ });
    await waitFor(() =>
      expect(ifsc).toHaveAccessibleDescription(expect.stringContaining('No bank branch has IFSC MAHB0000123')),
    );
    expect(ifsc).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Proprietor 1: email address' })).toHaveAccessibleDescription(
      'This email bounced before',
    );
    expect(fetch.mock.calls.filter(([u, i]) => u === `${API}/7` && i?.method === 'PUT')).toHaveLength(1);
  });

  it('adds and removes partners, each with its own fields and messages', async () => {
    stubServer();
    render();
    await userEvent.click(await screen.findByRole('textbox', { name: /Constitution of business/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Partnership', hidden: true }));
    // The first person takes the constitution's role.
    expect(screen.getByRole('group', { name: 'Partner 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add partner' }));
    const second = screen.getByRole('group', { name: 'Partner 2' });
    await userEvent.type(within(second).getByRole('textbox', { name: 'Partner 2: Aadhaar number' }), '123456789012');
    expect(await within(second).findByText(/Person 2: Aadhaar number is not valid/)).toBeInTheDocument();
    await userEvent.click(within(second).getByRole('button', { name: 'Remove Partner 2' }));
    expect(screen.queryByRole('group', { name: 'Partner 2' })).not.toBeInTheDocument();
    // One person is always there to fill in.
    expect(
      within(screen.getByRole('group', { name: 'Partner 1' })).queryByRole('button', { name: /Remove/ }),
    ).not.toBeInTheDocument();
  });

  it('opens a submitted request read-only, with a way to its page', async () => {
    stubServer((url) =>
      url === `${API}/7`
        ? jsonResponse(registrationDetail({ state: 'submitted', stateLabel: 'Submitted' }))
        : undefined,
    );
    render(`${BASE}/7`);
    expect(await screen.findByText('This request can no longer be edited')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View request GR0000000007' })).toHaveAttribute('href', `${BASE}/view/7`);
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
  });
});
