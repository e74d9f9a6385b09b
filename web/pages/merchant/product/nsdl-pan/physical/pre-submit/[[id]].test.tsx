import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationDetail } from '../../../../../../../contract/nsdl-pan/index';
import { consentOf } from '../../../../../../../contract/privacy/notice';
import { panDetail } from '../../../../../../test/pan-detail';
import { stubServer } from '../../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../../test/render-app';
import { signIn } from '../../../../../../test/tokens';
import PreSubmitPage from './[[id]]';
import { agreeToPrivacyNotice } from '../../../../../../test/privacy';

const saved = vi.hoisted(() => ({ saveBlob: vi.fn() }));
vi.mock('../../../../../../api/download', () => ({ saveBlob: saved.saveBlob }));

const BASE = '/merchant/product/nsdl-pan/physical';
const APP = '/api/merchant/nsdl-pan/physical/applications/5';

const CROPS: ApplicationDetail['crops'] = [
  {
    kind: 'photo',
    fileId: 'f1',
    width: 197,
    height: 276,
    size: 15000,
    box: { x: 1, y: 1, width: 100, height: 140 },
    createdAt: '2026-11-20T05:40:00.000Z',
  },
  {
    kind: 'signature',
    fileId: 'f1',
    width: 354,
    height: 157,
    size: 8000,
    box: { x: 1, y: 200, width: 200, height: 90 },
    createdAt: '2026-11-20T05:41:00.000Z',
  },
];
const ready = () => panDetail({ problems: [], missingDocuments: [], crops: CROPS });

function render(at = `${BASE}/pre-submit/5`) {
  return renderRoutes(
    [
      { path: `${BASE}/pre-submit/:id?`, element: <PreSubmitPage /> },
      { path: `${BASE}/info/:id`, element: <h1>Info page</h1> },
      { path: `${BASE}/incomplete/list`, element: <h1>Incomplete applications</h1> },
    ],
    at,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
  saved.saveBlob.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('pre-submit', () => {
  it('without an application leads to the applications waiting to be checked and submitted', async () => {
    render(`${BASE}/pre-submit`);
    expect(await screen.findByRole('heading', { name: 'Incomplete applications' })).toBeInTheDocument();
  });

  it('lists every problem with a link to fix it, and keeps submit closed', async () => {
    const detail = panDetail({
      problems: [
        {
          field: 'aadhaar',
          section: 'identity',
          message: 'Aadhaar number is required for an individual',
          kind: 'missing',
        },
        { field: 'proofs.identity', section: 'proofs', message: 'Proof of identity is required', kind: 'missing' },
        { field: 'proofs.dob', section: 'proofs', message: 'Proof of date of birth is required', kind: 'missing' },
      ],
      missingDocuments: ['form', 'dob'],
      crops: [CROPS[0]],
    });
    stubServer((url) => (url === APP ? jsonResponse(detail) : undefined));
    render();
    const list = await screen.findByTestId('problem-list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Aadhaar and registration: Aadhaar number is required for an individual');
    expect(items[1]).toHaveTextContent('Proofs: Proof of identity is required (and 1 more)');
    expect(within(items[0]).getByRole('link', { name: 'Fix Aadhaar and registration' })).toHaveAttribute(
      'href',
      `${BASE}/individual/N/apply/5#section-identity`,
    );
    expect(within(items[1]).getByRole('link', { name: 'Fix Proofs' })).toHaveAttribute(
      'href',
      `${BASE}/individual/N/apply/5#section-proofs`,
    );
    // The summary's own section cards carry the same links.
    expect(within(screen.getByTestId('section-proofs')).getByRole('link', { name: 'Fix' })).toHaveAttribute(
      'href',
      `${BASE}/individual/N/apply/5#section-proofs`,
    );
    expect(
      within(screen.getByTestId('problems-identity')).getByText('Aadhaar number is required for an individual'),
    ).toBeInTheDocument();

    const panel = screen.getByTestId('submit-panel');
    expect(panel).toHaveTextContent('Signed application form: missing');
    expect(panel).toHaveTextContent('Proof of identity: uploaded');
    expect(within(panel).getByRole('link', { name: 'Upload the documents' })).toHaveAttribute(
      'href',
      `${BASE}/upload/scanning/5`,
    );
    expect(panel).toHaveTextContent('Not cropped yet: signature.');
    expect(within(panel).getByRole('link', { name: 'Crop the photo and signature' })).toHaveAttribute(
      'href',
      `${BASE}/form-cropping/5`,
    );
    expect(screen.getByTestId('price')).toHaveTextContent('₹107.00/-');
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Print form' })).toBeEnabled();
  });

  it('submits a complete application and opens its info page', async () => {
    const fetch = stubServer((url, init) => {
      if (url === APP) return jsonResponse(ready());
      if (url === `${APP}/submit` && init?.method === 'POST')
        return jsonResponse(
          panDetail({ state: 'waiting', stateLabel: 'Waiting for verification', missingDocuments: [], crops: CROPS }),
        );
      return undefined;
    });
    const { router } = render();
    const submit = await screen.findByRole('button', { name: 'Submit application' });
    expect(submit).toBeDisabled();
    await agreeToPrivacyNotice();
    expect(submit).toBeEnabled();
    expect(screen.getByTestId('submit-panel')).toHaveTextContent('Submitting charges ₹107.00/- to your wallet');
    await userEvent.click(submit);
    expect(await screen.findByRole('heading', { name: 'Info page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${BASE}/info/5`);
    expect(await screen.findByText('Application submitted')).toBeInTheDocument();
    const sent = fetch.mock.calls.filter(([u]) => u === `${APP}/submit`);
    expect(sent.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ consent: consentOf('en') }]);
  });

  it('shows the cropped photo and signature before the agent pays', async () => {
    // jsdom has no object URLs; the page shows each crop through one.
    const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: (b: Blob) => `blob:${b.type}`, revokeObjectURL: () => {} });
    onTestFinished(() => void Object.assign(URL, jsdomUrl));
    const fetch = stubServer((url) => {
      if (url === APP) return jsonResponse(ready());
      if (url.startsWith(`${APP}/crops/photo?`))
        return new Response('jpeg bytes', { headers: { 'content-type': 'image/jpeg' } });
      if (url.startsWith(`${APP}/crops/signature?`))
        return new Response('png bytes', { headers: { 'content-type': 'image/png' } });
      return undefined;
    });
    render();
    expect(await screen.findByRole('img', { name: 'Cropped photograph' })).toHaveAttribute('src', 'blob:image/jpeg');
    expect(await screen.findByRole('img', { name: 'Cropped signature' })).toHaveAttribute('src', 'blob:image/png');
    // Each crop by its version, so a re-crop is not served from an old copy.
    expect(fetch.mock.calls.map(([u]) => u)).toContain(
      `${APP}/crops/photo?v=${encodeURIComponent(CROPS[0].createdAt)}`,
    );
    expect(screen.getByTestId('crop-photo')).toHaveTextContent('197 × 276 px');
    await agreeToPrivacyNotice();
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeEnabled();
  });

  it('shows the shortfall and a way to add money when the balance is short', async () => {
    stubServer((url, init) => {
      if (url === APP) return jsonResponse(ready());
      if (url === `${APP}/submit` && init?.method === 'POST')
        return jsonResponse(
          {
            message: 'Insufficient balance: ₹50.00/- available, ₹107.00/- needed. Add ₹57.00/- to your wallet.',
            shortfall: 57,
            balance: 50,
            needed: 107,
          },
          422,
        );
      return undefined;
    });
    render();
    await agreeToPrivacyNotice();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    const alert = await screen.findByTestId('shortfall');
    expect(alert).toHaveTextContent('Insufficient balance');
    expect(alert).toHaveTextContent(
      'Your wallet has ₹50.00/-; this application needs ₹107.00/-. Add ₹57.00/- to submit it.',
    );
    expect(within(alert).getByRole('link', { name: 'Add money' })).toHaveAttribute(
      'href',
      '/merchant/accounting/payment',
    );
  });

  it('tells merchant staff to ask the owner for money', async () => {
    signIn({ role: 'merchant', kind: 'staff' });
    stubServer((url, init) => {
      if (url === APP) return jsonResponse(ready());
      if (url === `${APP}/submit` && init?.method === 'POST')
        return jsonResponse({ message: 'Insufficient balance', shortfall: 7, balance: 100, needed: 107 }, 422);
      return undefined;
    });
    render();
    await agreeToPrivacyNotice();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    const alert = await screen.findByTestId('shortfall');
    expect(alert).toHaveTextContent('Ask the owner of the shop to add money');
    expect(within(alert).queryByRole('link', { name: 'Add money' })).not.toBeInTheDocument();
  });

  it('sends an unapproved KYC to the KYC page', async () => {
    stubServer((url, init) => {
      if (url === APP) return jsonResponse(ready());
      if (url === `${APP}/submit` && init?.method === 'POST')
        return jsonResponse(
          {
            message: 'Complete your KYC to use paid services: submit it under Account › My KYC and wait for approval.',
            kycRequired: true,
          },
          403,
        );
      return undefined;
    });
    render();
    await agreeToPrivacyNotice();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('KYC not approved')).toBeInTheDocument();
    expect(screen.getByText(/Complete your KYC to use paid services/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my KYC' })).toHaveAttribute('href', '/kyc/merchant');
  });

  it('lists what the server found missing and reads the application again', async () => {
    let reads = 0;
    stubServer((url, init) => {
      if (url === APP) {
        reads += 1;
        return jsonResponse(ready());
      }
      if (url === `${APP}/submit` && init?.method === 'POST')
        return jsonResponse(
          {
            message: 'The application is not ready to submit: 2 things need attention.',
            errors: {
              'documents.form': ['Upload the signed application form'],
              'crops.photo': ['Crop the photo from the signed form'],
            },
          },
          422,
        );
      return undefined;
    });
    render();
    await agreeToPrivacyNotice();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(
      await screen.findByText('The application is not ready to submit: 2 things need attention.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Upload the signed application form')).toBeInTheDocument();
    expect(screen.getByText('Crop the photo from the signed form')).toBeInTheDocument();
    await waitFor(() => expect(reads).toBe(2));
  });

  it('prints the filled form', async () => {
    const fetch = stubServer((url) => {
      if (url === APP) return jsonResponse(ready());
      if (url === `${APP}/download/form`)
        return jsonResponse({ file: { name: 'Form49A-PT2611000005.pdf' }, tempUrl: '/api/downloads/abc' });
      if (url === '/api/downloads/abc')
        return new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Print form' }));
    await waitFor(() => expect(saved.saveBlob).toHaveBeenCalledWith(expect.anything(), 'Form49A-PT2611000005.pdf'));
    expect(fetch.mock.calls.some(([u]) => u === `${APP}/download/form`)).toBe(true);
  });

  it('sends a submitted application to its info page', async () => {
    stubServer((url) =>
      url === APP ? jsonResponse(panDetail({ state: 'waiting', stateLabel: 'Waiting for verification' })) : undefined,
    );
    render();
    expect(await screen.findByText('Application PT2611000005 is waiting for verification')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View application PT2611000005' })).toHaveAttribute(
      'href',
      `${BASE}/info/5`,
    );
    expect(screen.queryByRole('button', { name: 'Submit application' })).not.toBeInTheDocument();
  });
});
