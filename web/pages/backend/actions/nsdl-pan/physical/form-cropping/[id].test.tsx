import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationCrop } from '../../../../../../../contract/nsdl-pan/index';
import { FORM_PAGE, panDetail } from '../../../../../../test/pan-detail';
import { stubServer } from '../../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../../test/render-app';
import { signIn } from '../../../../../../test/tokens';
import BackendFormCroppingPage from './[id]';

const APP = '/api/backend/nsdl-pan/physical/applications/5';
const SIGNATURE: ApplicationCrop = {
  kind: 'signature',
  fileId: FORM_PAGE.id,
  width: 354,
  height: 157,
  size: 9830,
  box: { x: 300, y: 900, width: 450, height: 200 },
  createdAt: '2026-11-21T06:01:00.000Z',
};

const image = () => new Response('jpeg', { status: 200, headers: { 'content-type': 'image/jpeg' } });

function render() {
  return renderRoutes(
    [
      { path: '/backend/actions/nsdl-pan/physical/form-cropping/:id', element: <BackendFormCroppingPage /> },
      { path: '/backend/actions/nsdl-pan/physical/verify/:id', element: <h1>Verify page</h1> },
    ],
    '/backend/actions/nsdl-pan/physical/form-cropping/5',
  );
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin' });
  URL.createObjectURL = vi.fn(() => 'blob:page');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('backend form-cropping', () => {
  it('crops again through the back office address and leads back to verification', async () => {
    const waiting = panDetail(
      { state: 'waiting', stateLabel: 'Waiting for verification', files: [FORM_PAGE], missingDocuments: [] },
      'backend',
    );
    const fetch = stubServer((url, init) => {
      const path = url.split('?')[0];
      if (path === APP) return jsonResponse(waiting);
      if (path.startsWith(`${APP}/files/`) || path.startsWith(`${APP}/crops/`)) return image();
      if (path === `${APP}/crops` && init?.method === 'POST') return jsonResponse({ ...waiting, crops: [SIGNATURE] });
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('radio', { name: /Signature/ }));
    const img = await screen.findByRole('img', { name: `Scanned page ${FORM_PAGE.name}` });
    Object.defineProperty(img, 'naturalWidth', { value: 1000 });
    Object.defineProperty(img, 'naturalHeight', { value: 1400 });
    fireEvent.load(img);
    screen.getByRole('group', { name: 'Signature crop box' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.click(screen.getByRole('button', { name: 'Crop signature' }));
    await waitFor(() => expect(screen.getByTestId('crop-size-signature')).toHaveTextContent('9.6 KB of at most 10 KB'));
    const call = fetch.mock.calls.find(([u, init]) => u === `${APP}/crops` && init?.method === 'POST');
    // A signature box two fifths of the page wide (400 × 177), in the middle, moved up 10.
    expect(JSON.parse(call![1]!.body as string)).toEqual({
      fileId: FORM_PAGE.id,
      kind: 'signature',
      box: { x: 300, y: 601, width: 400, height: 177 },
    });
    expect(screen.queryByRole('link', { name: 'Continue to pre-submit' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Back to verification' }));
    expect(await screen.findByRole('heading', { name: 'Verify page' })).toBeInTheDocument();
  });

  it('shows the crops read-only once the application is acknowledged', async () => {
    stubServer((url) => {
      const path = url.split('?')[0];
      if (path === APP)
        return jsonResponse(
          panDetail(
            {
              state: 'acknowledged',
              stateLabel: 'Acknowledged',
              ackNo: '881030200012345',
              files: [FORM_PAGE],
              crops: [SIGNATURE],
            },
            'backend',
          ),
        );
      if (path.startsWith(`${APP}/crops/`)) return image();
      return undefined;
    });
    render();
    expect(await screen.findByText('The crops can no longer be changed')).toBeInTheDocument();
    expect(screen.getByTestId('crop-size-signature')).toHaveTextContent('9.6 KB');
    expect(screen.queryByRole('button', { name: 'Crop signature' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Crop photo' })).toBeNull();
  });
});
