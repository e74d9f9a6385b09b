import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyPaperless } from '../../../../../../../contract/nsdl-paperless';
import { paperlessDetail } from '../../../../../../test/nsdl-paperless-detail';
import { signedInEachTest } from '../../../../../../test/request-detail';
import { stubServer } from '../../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../../test/render-app';
import PaperlessApplyChangePage from './C';
import PaperlessApplyNewPage from './N';

const BASE = '/merchant/product/nsdl-pan/paperless';
const API = '/api/merchant/product/nsdl-pan/paperless';

function render(url: string) {
  return renderRoutes(
    [
      { path: `${BASE}/apply/N`, element: <PaperlessApplyNewPage /> },
      { path: `${BASE}/apply/C`, element: <PaperlessApplyChangePage /> },
      { path: `${BASE}/:id/confirm`, element: <h1>Confirm page</h1> },
    ],
    url,
  );
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const sentBody = (fetch: ReturnType<typeof stubServer>, url: string, method: string) =>
  JSON.parse(String(fetch.mock.calls.find(([u, i]) => u === url && i?.method === method)?.[1]?.body ?? 'null'));

signedInEachTest({ role: 'merchant', kind: 'owner' });

describe('paperless apply forms', () => {
  it('checks answers as typed, saves a new draft, then saves it again in place', async () => {
    const saved = paperlessDetail({ data: { ...emptyPaperless('N'), lastName: 'Kulkarni', mobile: '9822012345' } });
    const fetch = stubServer((url, init) => {
      if (url === API && init?.method === 'POST') return jsonResponse(saved);
      if (url === `${API}/12` && init?.method === 'PUT') return jsonResponse(saved);
      if (url === `${API}/12`) return jsonResponse(saved);
      return undefined;
    });
    const { router } = render(`${BASE}/apply/N`);
    expect(await screen.findByRole('heading', { name: 'New PAN, paperless (Aadhaar e-KYC)' })).toBeInTheDocument();
    // A new PAN has no "PAN to change".
    expect(screen.queryByRole('textbox', { name: /PAN to change/ })).toBeNull();
    await userEvent.type(field(/Mobile number/), '5822012345');
    expect(await screen.findByText('Mobile number is 10 digits starting with 6, 7, 8 or 9')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByTestId('not-saved')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u, i]) => u === API && i?.method === 'POST')).toBe(false);

    await userEvent.clear(field(/Mobile number/));
    await userEvent.type(field(/Mobile number/), '9822012345');
    await userEvent.type(field(/Last name/), 'Kulkarni');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByTestId('draft-created', {}, { timeout: 5000 })).toHaveTextContent('NP0000000012');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${BASE}/apply/N?id=12`),
    );
    expect(sentBody(fetch, API, 'POST').data).toMatchObject({
      appType: 'N',
      lastName: 'Kulkarni',
      mobile: '9822012345',
    });

    // What was typed stays, and the next save goes to the draft.
    expect(field(/Last name/)).toHaveValue('Kulkarni');
    await userEvent.type(field(/First name/), 'Ravi');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(sentBody(fetch, `${API}/12`, 'PUT')?.data).toMatchObject({ firstName: 'Ravi', lastName: 'Kulkarni' }),
    );
    expect(fetch.mock.calls.filter(([u, i]) => u === API && i?.method === 'POST')).toHaveLength(1);
  });

  it('edits a saved draft named by ?id= and continues to its confirm page', async () => {
    stubServer((url) => (url === `${API}/12` ? jsonResponse(paperlessDetail()) : undefined));
    const { router } = render(`${BASE}/apply/N?id=12`);
    expect(await screen.findByRole('textbox', { name: /Last name/ })).toHaveValue('Kulkarni');
    expect(screen.getByTestId('form-ref')).toHaveTextContent('NP0000000012');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/12/confirm`));
  });

  it('asks a change for the PAN to change, and takes a change draft opened on the new form to its own', async () => {
    const change = paperlessDetail({
      kind: 'C',
      data: { ...paperlessDetail().data, appType: 'C', existingPan: 'ABCPK1234F' },
    });
    stubServer((url) => (url === `${API}/12` ? jsonResponse(change) : undefined));
    const { router } = render(`${BASE}/apply/N?id=12`);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${BASE}/apply/C?id=12`),
    );
    expect(
      await screen.findByRole('heading', { name: 'PAN change / correction, paperless (Aadhaar e-KYC)' }),
    ).toBeInTheDocument();
    expect(field(/PAN to change/)).toHaveValue('ABCPK1234F');
  });

  it('says an application past the draft is not edited here, and leads to its page', async () => {
    stubServer((url) =>
      url === `${API}/12`
        ? jsonResponse(paperlessDetail({ state: 'with_provider', stateLabel: 'With Protean' }))
        : undefined,
    );
    render(`${BASE}/apply/N?id=12`);
    expect(await screen.findByText('This request can no longer be edited')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View request NP0000000012' })).toHaveAttribute(
      'href',
      `${BASE}/12/confirm`,
    );
  });
});
