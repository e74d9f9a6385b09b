import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationDetail, ApplicationFile } from '../../../../../../../../contract/nsdl-pan/index';
import { FORM_PAGE, panDetail } from '../../../../../../../test/pan-detail';
import { stubServer } from '../../../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../../../test/render-app';
import { signIn } from '../../../../../../../test/tokens';
import TinRejectionUploadPage from './[ackNo]';

const ACK = '881030200012345';
const BY_ACK = `/api/merchant/nsdl-pan/physical/ack/${ACK}`;
const APP = '/api/merchant/nsdl-pan/physical/applications/5';
const REASON = 'Proof of address does not match the address in the form.';

const CORRECTED: ApplicationFile = {
  id: '2d9a6e3c-4f5a-4c7d-8e9f-0a1b2c3d4e5f',
  kind: 'tin',
  name: 'electricity-bill.pdf',
  mime: 'application/pdf',
  size: 180 * 1024,
  pages: 1,
  uploadedAt: '2026-11-22T09:00:00.000Z',
};

function tinRejected(over: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return panDetail({
    state: 'tin_rejected',
    stateLabel: 'TIN rejected',
    ackNo: ACK,
    remark: REASON,
    submittedAt: '2026-11-20T06:00:00.000Z',
    files: [FORM_PAGE],
    missingDocuments: [],
    events: [
      {
        at: '2026-11-20T06:00:00.000Z',
        action: 'submit',
        fromState: 'draft',
        toState: 'waiting',
        by: 'Ravi',
        byRole: 'merchant',
        remark: null,
      },
      {
        at: '2026-11-21T10:00:00.000Z',
        action: 'tin_reject',
        fromState: 'acknowledged',
        toState: 'tin_rejected',
        by: 'Asha',
        byRole: 'staff',
        remark: REASON,
      },
    ],
    ...over,
  });
}

function render() {
  return renderRoutes(
    [
      { path: '/merchant/product/nsdl-pan/physical/tin-rejection/upload/:ackNo', element: <TinRejectionUploadPage /> },
      { path: '/merchant/product/nsdl-pan/physical/tin-rejection/list', element: <h1>TIN rejection list</h1> },
    ],
    `/merchant/product/nsdl-pan/physical/tin-rejection/upload/${ACK}`,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
  // Without XMLHttpRequest the uploader sends through the client's fetch, which the stub answers.
  vi.stubGlobal('XMLHttpRequest', undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('TIN rejection upload', () => {
  it('shows the reason, uploads a corrected document and sends it for re-verification', async () => {
    const withFile = tinRejected({ files: [FORM_PAGE, CORRECTED] });
    const fetch = stubServer((url, init) => {
      if (url === BY_ACK) return jsonResponse(tinRejected());
      if (url === `${APP}/files` && init?.method === 'POST') return jsonResponse(withFile);
      if (url === `${BY_ACK}/tin-resubmit` && init?.method === 'POST')
        return jsonResponse({ ...withFile, state: 'tin_resubmitted', stateLabel: 'TIN documents re-uploaded' });
      return undefined;
    });
    render();
    expect(await screen.findByTestId('tin-reason')).toHaveTextContent(REASON);
    expect(screen.getByTestId('token-no')).toHaveTextContent('PT2611000005');
    // Only the corrected documents are asked for here; the form sent earlier is not listed.
    expect(screen.getByRole('group', { name: 'Corrected document (TIN rejection)' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Signed application form' })).toBeNull();
    const send = screen.getByRole('button', { name: 'Send for re-verification' });
    expect(send).toBeDisabled();

    await userEvent.upload(
      screen.getByLabelText('Corrected document (TIN rejection) file'),
      new File(['%PDF-1.4'], 'electricity-bill.pdf', { type: 'application/pdf' }),
    );
    const item = await screen.findByRole('listitem', { name: 'electricity-bill.pdf' });
    expect(within(item).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    const upload = fetch.mock.calls.find(([u, init]) => u === `${APP}/files` && init?.method === 'POST');
    expect((upload![1]!.body as FormData).get('kind')).toBe('tin');

    await userEvent.type(screen.getByLabelText('Remark'), 'New electricity bill attached');
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    expect(await screen.findByRole('heading', { name: 'TIN rejection list' })).toBeInTheDocument();
    const call = fetch.mock.calls.find(([u, init]) => u === `${BY_ACK}/tin-resubmit` && init?.method === 'POST');
    expect(JSON.parse(call![1]!.body as string)).toEqual({ remark: 'New electricity bill attached' });
    expect(await screen.findByText('Sent for re-verification')).toBeInTheDocument();
  });

  it("shows the server's refusal of the resubmission", async () => {
    stubServer((url, init) => {
      if (url === BY_ACK) return jsonResponse(tinRejected({ files: [FORM_PAGE, CORRECTED] }));
      if (url === `${BY_ACK}/tin-resubmit` && init?.method === 'POST')
        return jsonResponse(
          {
            message: 'Upload the corrected documents first.',
            errors: { documents: ['Upload at least one corrected document'] },
          },
          400,
        );
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Send for re-verification' }));
    const alert = (await screen.findByText('Upload the corrected documents first.')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Upload at least one corrected document');
    expect(screen.queryByRole('heading', { name: 'TIN rejection list' })).toBeNull();
  });

  it('says clearly when the application is not TIN rejected', async () => {
    stubServer((url) =>
      url === BY_ACK
        ? jsonResponse(tinRejected({ state: 'acknowledged', stateLabel: 'Acknowledged', remark: null }))
        : undefined,
    );
    render();
    expect(await screen.findByTestId('not-tin-rejected')).toHaveTextContent(
      'This application is acknowledged, not TIN rejected',
    );
    expect(screen.queryByRole('button', { name: 'Send for re-verification' })).toBeNull();
    expect(screen.queryByLabelText('Corrected document (TIN rejection) file')).toBeNull();
  });

  it('says when no application has that acknowledgement number', async () => {
    stubServer((url) => (url === BY_ACK ? jsonResponse({ message: 'No such application.' }, 404) : undefined));
    render();
    expect(await screen.findByText('No such application')).toBeInTheDocument();
  });
});
