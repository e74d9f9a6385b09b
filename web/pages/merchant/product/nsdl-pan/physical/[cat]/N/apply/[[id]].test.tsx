import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router';
import { panDetail } from '../../../../../../../../test/pan-detail';
import { stubServer } from '../../../../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../../../../test/render-app';
import { signIn } from '../../../../../../../../test/tokens';
import { NOT_FOUND_TEXT } from '../../../../../../../not-found';
import { routes } from '../../../../../../../../router';
import CategoryNewApplyPage from './[[id]]';

const BASE = '/merchant/product/nsdl-pan/physical';
const API = '/api/merchant/nsdl-pan/physical/applications';

function render(url: string) {
  return renderRoutes([{ path: `${BASE}/:cat/N/apply/:id?`, element: <CategoryNewApplyPage /> }], url);
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
});
afterEach(() => vi.unstubAllGlobals());

describe(':cat/N/apply: Form 49A for the other categories', () => {
  it('shows the not-found page for an unknown category', async () => {
    stubServer();
    render(`${BASE}/partnership/N/apply`);
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
  });

  it("has a company's fields: its name, registration number and office, no title, gender, parents or Aadhaar", async () => {
    stubServer();
    render(`${BASE}/company/N/apply`);
    expect(await screen.findByText('Company')).toBeInTheDocument();
    expect(screen.getByLabelText(/Name of the company/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Date of incorporation/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Office address: PIN code/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Residence address/)).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Shri' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Male' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Parents' names" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Aadhaar number/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'AO code' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Source of income' })).toBeInTheDocument();
  });

  it("checks a company's name and saves it as a company draft sent to its office", async () => {
    const fetch = stubServer((url, init) =>
      url === API && init?.method === 'POST'
        ? jsonResponse(
            panDetail({
              id: 12,
              tokenNo: 'PT0000000012',
              category: 'company',
              data: JSON.parse(String(init.body)).data,
            }),
          )
        : undefined,
    );
    const { router } = render(`${BASE}/company/N/apply`);
    const name = await screen.findByLabelText(/Name of the company/);
    await userEvent.type(name, 'Acme <Tools>');
    await userEvent.tab();
    expect(await screen.findByText("Use letters, digits, spaces and . & ' ( ) / , - only")).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Tools Pvt Ltd');
    await userEvent.type(screen.getByLabelText(/Registration number/), 'u12345mh2001');
    expect(screen.getByLabelText(/Registration number/)).toHaveValue('U12345MH2001');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/company/N/apply/12`));
    const [, init] = fetch.mock.calls.find(([u, i]) => u === API && i?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toMatchObject({
      category: 'company',
      appType: 'N',
      data: { lastName: 'Acme Tools Pvt Ltd', registrationNo: 'U12345MH2001', communication: 'office' },
    });
    // After the save the answers still needed show at their fields.
    expect(await screen.findByText('Area code is required')).toBeInTheDocument();
    expect(screen.getByText('Office address: PIN code is required')).toBeInTheDocument();
  });
});

describe('the application routes', () => {
  /** The screen's address pattern below /merchant, and the parameters it took from the URL. */
  const leaf = (url: string) => {
    const matches = matchRoutes(routes, url) ?? [];
    const full = matches.flatMap((m) => (m.route.path && m.route.path !== '/' ? [m.route.path] : [])).join('/');
    return { route: { path: full.replace(/^merchant\//, '') }, params: matches.at(-1)?.params };
  };
  it.each([
    [`${BASE}/n/apply`, 'product/nsdl-pan/physical/n/apply', {}],
    [`${BASE}/c/apply`, 'product/nsdl-pan/physical/c/apply', {}],
    [`${BASE}/individual/N/apply`, 'product/nsdl-pan/physical/individual/N/apply/:id?', {}],
    [`${BASE}/individual/N/apply/12`, 'product/nsdl-pan/physical/individual/N/apply/:id?', { id: '12' }],
    [`${BASE}/individual/c/apply/12`, 'product/nsdl-pan/physical/individual/c/apply/:id?', { id: '12' }],
    [`${BASE}/company/N/apply`, 'product/nsdl-pan/physical/:cat/N/apply/:id?', { cat: 'company' }],
    [
      `${BASE}/local-authority/c/apply/3`,
      'product/nsdl-pan/physical/:cat/c/apply/:id?',
      { cat: 'local-authority', id: '3' },
    ],
    [`${BASE}/pre-submit/3`, 'product/nsdl-pan/physical/pre-submit/:id?', { id: '3' }],
    [`${BASE}/reapply/3`, 'product/nsdl-pan/physical/reapply/:id', { id: '3' }],
  ])('%s is the %s screen', (url, path, params) => {
    const m = leaf(url);
    expect(m?.route.path).toBe(path);
    expect(m?.params).toMatchObject(params);
  });
});
