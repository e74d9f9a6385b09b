import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, LAZY, renderRoutes } from '../../../test/render-app';
import { BUSINESS_INFO, stubServer } from '../../../test/fetch-stub';
import { signIn } from '../../../test/tokens';
import SiteConfigurationPage from './site-configuration';

const PORTAL = 'https://www.psaonline.utiitsl.com/psaonline/';
const VIEW = {
  ...BUSINESS_INFO,
  chatUrl: '',
  utiPsaPortalUrl: PORTAL,
  hasLogo: false,
  hasFavicon: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const PATH = '/api/backend/settings/site-configuration';
const render = () =>
  renderRoutes(
    [{ path: '/backend/settings/site-configuration', element: <SiteConfigurationPage /> }],
    '/backend/settings/site-configuration',
  );

/** A server that answers the view and saves whatever is sent. */
const savingServer = () =>
  stubServer((url, init) => {
    if (url !== PATH) return undefined;
    if (init?.method === 'PUT') return jsonResponse({ ...VIEW, ...JSON.parse(init.body as string) });
    return jsonResponse(VIEW);
  });

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('site configuration page', () => {
  it('shows the field errors the server sends back beside their fields', async () => {
    signIn({ role: 'admin' });
    stubServer((url, init) => {
      if (url !== PATH) return undefined;
      if (init?.method === 'PUT') {
        return jsonResponse(
          { message: 'contactNo: Enter a valid phone number', errors: { contactNo: ['Enter a valid phone number'] } },
          400,
        );
      }
      return jsonResponse(VIEW);
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }, LAZY));
    expect(await screen.findByRole('alert')).toHaveTextContent('contactNo: Enter a valid phone number');
    const phone = screen.getByLabelText(/Contact number/);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone.closest('.mantine-InputWrapper-root')).toHaveTextContent('Enter a valid phone number');
  });

  it('checks the fields with the shared schema before sending, then saves and says so', async () => {
    signIn({ role: 'admin' });
    const fetch = savingServer();
    render();
    const pin = await screen.findByLabelText(/PIN code/, {}, LAZY);
    await userEvent.clear(pin);
    await userEvent.type(pin, '41');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('PIN must be 6 digits')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u, i]) => u === PATH && i?.method === 'PUT')).toBe(false);

    await userEvent.type(pin, '2001');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The site configuration has been saved.', {}, LAZY)).toBeInTheDocument();
    const put = fetch.mock.calls.find(([u, i]) => u === PATH && i?.method === 'PUT');
    expect(JSON.parse(put![1]!.body as string)).toMatchObject({
      pin: '412001',
      businessName: BUSINESS_INFO.businessName,
      chatUrl: '',
      utiPsaPortalUrl: PORTAL,
    });
  });

  it('edits the UTIITSL PSA portal link: an https address only, then saved with the rest', async () => {
    signIn({ role: 'admin' });
    const fetch = savingServer();
    render();
    const link = await screen.findByLabelText(/UTIITSL PSA portal link/, {}, LAZY);
    expect(link).toHaveValue(PORTAL);
    expect(link.closest('.mantine-InputWrapper-root')).toHaveTextContent('Where a shop signs in with its PSA login id');
    await userEvent.clear(link);
    await userEvent.type(link, 'http://psa.utiitsl.example/login');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Enter an https:\/\/ address/)).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.mock.calls.some(([u, i]) => u === PATH && i?.method === 'PUT')).toBe(false);

    await userEvent.clear(link);
    await userEvent.type(link, 'https://psa.utiitsl.example/login');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The site configuration has been saved.', {}, LAZY)).toBeInTheDocument();
    const put = fetch.mock.calls.find(([u, i]) => u === PATH && i?.method === 'PUT');
    expect(JSON.parse(put![1]!.body as string)).toMatchObject({ utiPsaPortalUrl: 'https://psa.utiitsl.example/login' });
    expect(link).toHaveValue('https://psa.utiitsl.example/login');
  });

  it('tells staff that only an administrator may change it, without asking the server', async () => {
    signIn({ role: 'staff' });
    const fetch = stubServer();
    render();
    const alert = await screen.findByText('Only an administrator can change the site configuration.');
    expect(within(alert.closest('.mantine-Alert-root')!).getByText('Administrator only')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => u === PATH)).toBe(false);
  });
});
