import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { psaDetail, psaOf, utiSummary } from '../../../../../test/uti-detail';
import { stubServer } from '../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../test/render-app';
import { signedInEachTest } from '../../../../../test/request-detail';
import PsaRegistrationPage from './[[id]]';

const BASE = '/merchant/product/uti-pan';
const API = '/api/merchant/product/uti-pan';

function render(url = `${BASE}/psa-registration`) {
  return renderRoutes(
    [
      { path: `${BASE}/psa-registration/:id?`, element: <PsaRegistrationPage /> },
      { path: `${BASE}/psa-loginid`, element: <h1>PSA login id page</h1> },
    ],
    url,
  );
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

signedInEachTest({ role: 'merchant', kind: 'owner' });

describe('PSA registration form', () => {
  it('refuses a PAN that is not a person’s as it is typed, and saves a draft with the answers', async () => {
    const fetch = stubServer((url, init) => {
      if (url === `${API}/summary`) return jsonResponse(utiSummary());
      if (url === `${API}/psa` && init?.method === 'POST')
        return jsonResponse(psaDetail({ id: 23, refNo: 'UP0000000023' }));
      if (url === `${API}/psa/23`) return jsonResponse(psaDetail({ id: 23, refNo: 'UP0000000023' }));
      return undefined;
    });
    const { router } = render();
    await userEvent.type(await screen.findByRole('textbox', { name: /First name/ }), 'Ravi');
    await userEvent.type(field(/^PAN/), 'ABCFK1234F');
    expect(
      await screen.findByText("A PSA registers as a person: the PAN's 4th letter must be P (this one has F)"),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    // A format mistake is refused here, as the server would.
    expect(await screen.findByTestId('not-saved')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u, i]) => u === `${API}/psa` && i?.method === 'POST')).toBe(false);

    await userEvent.clear(field(/^PAN/));
    await userEvent.type(field(/^PAN/), 'abcpk1234f');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByTestId('draft-created', {}, { timeout: 5000 })).toHaveTextContent('UP0000000023');
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/psa-registration/23`));
    const sent = JSON.parse(
      String(fetch.mock.calls.find(([u, i]) => u === `${API}/psa` && i?.method === 'POST')?.[1]?.body),
    );
    expect(sent.data).toMatchObject({ firstName: 'Ravi', pan: 'ABCPK1234F' });
    // With a number, the PAN and Aadhaar cards can be uploaded.
    expect(await screen.findByTestId('documents-pan_card', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('documents-aadhaar_card')).toBeInTheDocument();
  });

  it('continues to psa-loginid to check and submit', async () => {
    stubServer((url, init) => {
      if (url === `${API}/psa/21` && init?.method === 'PUT') return jsonResponse(psaDetail());
      if (url === `${API}/psa/21`) return jsonResponse(psaDetail());
      return undefined;
    });
    const { router } = render(`${BASE}/psa-registration/21`);
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Ravi');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/psa-loginid`));
  });

  it('resumes the shop’s draft instead of starting another', async () => {
    const draft = psaDetail();
    stubServer((url) =>
      url === `${API}/summary`
        ? jsonResponse(utiSummary({ psa: psaOf(draft) }))
        : url === `${API}/psa/21`
          ? jsonResponse(draft)
          : undefined,
    );
    const { router } = render();
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/psa-registration/21`));
    expect(await screen.findByRole('textbox', { name: /Last name/ })).toHaveValue('Kulkarni');
  });

  it('says a shop already registered holds one registration at a time', async () => {
    const live = psaDetail({ state: 'submitted', stateLabel: 'Waiting for approval' });
    stubServer((url) => (url === `${API}/summary` ? jsonResponse(utiSummary({ psa: psaOf(live) })) : undefined));
    render();
    const note = await screen.findByTestId('psa-live');
    expect(note).toHaveTextContent(
      'Registration UP0000000021 is waiting for approval; a shop holds one PSA registration at a time.',
    );
    expect(screen.getByRole('link', { name: 'See your PSA login id' })).toHaveAttribute('href', `${BASE}/psa-loginid`);
    expect(screen.queryByRole('textbox', { name: /First name/ })).not.toBeInTheDocument();
  });
});
