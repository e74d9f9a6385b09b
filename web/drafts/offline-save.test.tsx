import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isValidAadhaar } from '../../contract/india';
import { panDetail } from '../test/pan-detail';
import { stubServer } from '../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../test/render-app';
import { signIn } from '../test/tokens';
import IndividualNewApplyPage from '../pages/merchant/product/nsdl-pan/physical/individual/N/apply/[[id]]';
import { draftsOf, forgetUser, keepDraft } from './offline-drafts';
import { noteNetworkAnswer } from '../pwa/state';

const BASE = '/merchant/product/nsdl-pan/physical';
const API = '/api/merchant/nsdl-pan/physical/applications';
const AADHAAR = Array.from({ length: 10 }, (_, i) => `23456789012${i}`).find(isValidAadhaar)!;
// IndexedDB (fake-indexeddb) answers on later ticks: a busy machine needs more than findBy's second.
const SLOW = { timeout: 5_000 };
const KEPT = 'Saved on this phone — it will be sent when the network is back.';

let online = true;
beforeEach(async () => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner', sub: 'M0042' });
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  await forgetUser('M0042');
});
afterEach(() => {
  noteNetworkAnswer();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function render() {
  return renderRoutes(
    [{ path: `${BASE}/individual/N/apply/:id?`, element: <IndividualNewApplyPage /> }],
    `${BASE}/individual/N/apply`,
  );
}

const posts = (fetch: ReturnType<typeof stubServer>) =>
  fetch.mock.calls.filter(([u, i]) => u === API && i?.method === 'POST');

async function typeAndSaveOffline() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'First name' }), 'Ravi');
  await userEvent.type(screen.getByLabelText(/Aadhaar number/), AADHAAR);
  online = false;
  await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText(KEPT, {}, SLOW)).toBeInTheDocument();
}

describe('the PAN form without a network', { timeout: 40_000 }, () => {
  it('keeps the draft on the phone without its Aadhaar number, and sends it once when the network is back', async () => {
    const fetch = stubServer((url, init) => {
      if (url === API && init?.method === 'POST')
        return jsonResponse(panDetail({ id: 41, tokenNo: 'PT0000000041', data: JSON.parse(String(init.body)).data }));
      if (url === `${API}/41`) return jsonResponse(panDetail({ id: 41, tokenNo: 'PT0000000041' }));
      return undefined;
    });
    render();
    await typeAndSaveOffline();
    expect(screen.getByText(/Aadhaar number is never kept on this phone/)).toBeInTheDocument();
    expect(posts(fetch)).toHaveLength(0);
    const [copy] = await draftsOf('M0042');
    expect(copy).toMatchObject({ pending: true, draftId: null, data: { firstName: 'Ravi' } });
    expect(JSON.stringify(copy)).not.toContain(AADHAAR);

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(
      await screen.findByText('The draft saved on this phone has been sent to the portal.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByTestId('offline-draft')).toHaveTextContent('Sent to the portal');
    expect(posts(fetch)).toHaveLength(1);
    const [, init] = posts(fetch)[0];
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toBe(copy.clientKey);
    // The form still held the Aadhaar number the copy left out: the server gets it.
    expect(JSON.parse(String(init?.body)).data).toMatchObject({ firstName: 'Ravi', aadhaar: AADHAAR });
    await waitFor(async () => expect(await draftsOf('M0042')).toEqual([]));
    // Another `online` sends nothing more.
    window.dispatchEvent(new Event('online'));
    await new Promise((r) => setTimeout(r, 50));
    expect(posts(fetch)).toHaveLength(1);
  });

  it('a save whose call does not get through is kept the same way, not shown as an error, and sent once the server answers', async () => {
    // The browser says "online" throughout (a dead mobile link): only the calls' fate tells.
    let reachable = false;
    const received: string[] = [];
    const fetch = stubServer((url, init) => {
      if (!reachable) throw new TypeError('Failed to fetch');
      if (url === '/api/health') return jsonResponse({ status: 'ok' });
      if (url === API && init?.method === 'POST') {
        received.push(JSON.parse(String(init.body)).data.firstName);
        return jsonResponse(panDetail({ id: 43, tokenNo: 'PT0000000043', data: JSON.parse(String(init.body)).data }));
      }
      if (url === `${API}/43`) return jsonResponse(panDetail({ id: 43, tokenNo: 'PT0000000043' }));
      return undefined;
    });
    render();
    await userEvent.type(await screen.findByRole('textbox', { name: 'First name' }), 'Sita');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(KEPT, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Not saved')).not.toBeInTheDocument();
    expect((await draftsOf('M0042'))[0]).toMatchObject({ pending: true, data: { firstName: 'Sita' } });

    // No `online` event comes; the agent looks at the tab again, the page asks the server, which answers.
    reachable = true;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(
      await screen.findByText('The draft saved on this phone has been sent to the portal.', {}, SLOW),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => u === '/api/health')).toBe(true);
    expect(received).toEqual(['Sita']);
    await waitFor(async () => expect(await draftsOf('M0042')).toEqual([]));
  });

  it('a copy the server refuses when it is sent stays on the phone and the field errors show', async () => {
    stubServer((url, init) =>
      url === API && init?.method === 'POST'
        ? jsonResponse(
            {
              message: 'Place of signing: not a place we know',
              errors: { 'data.declaration.place': ['Not a place we know'] },
            },
            400,
          )
        : undefined,
    );
    render();
    await typeAndSaveOffline();
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Not a place we know', {}, SLOW)).toBeInTheDocument();
    expect(await draftsOf('M0042')).toHaveLength(1);
  });

  it('puts back a copy left on the phone when the new form is opened again, and says to retype the Aadhaar number', async () => {
    const fetch = stubServer();
    await keepDraft({
      userId: 'M0042',
      form: 'nsdl-pan',
      draftId: null,
      clientKey: 'kept-key-1',
      meta: { category: 'individual', appType: 'N' },
      data: { firstName: 'Meena', aadhaar: AADHAAR },
      pending: false,
    });
    render();
    expect(await screen.findByTestId('offline-draft', {}, SLOW)).toHaveTextContent('Put back from this phone');
    expect(screen.getByTestId('offline-draft')).toHaveTextContent(/type it again before saving/);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Meena');
    expect(screen.getByLabelText(/Aadhaar number/)).toHaveValue('');
    expect(posts(fetch)).toHaveLength(0);
  });
});
