import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationCrop, ApplicationDetail } from '../../../../../../../contract/nsdl-pan/index';
import { FORM_PAGE, ID_PROOF, panDetail } from '../../../../../../test/pan-detail';
import { stubServer } from '../../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../../test/render-app';
import { signIn } from '../../../../../../test/tokens';
import MerchantFormCroppingPage from './[id]';

const APP = '/api/merchant/nsdl-pan/physical/applications/5';

const PHOTO: ApplicationCrop = {
  kind: 'photo',
  fileId: FORM_PAGE.id,
  width: 197,
  height: 276,
  size: 19968,
  box: { x: 100, y: 120, width: 200, height: 280 },
  createdAt: '2026-11-20T06:00:00.000Z',
};
const SIGNATURE: ApplicationCrop = {
  kind: 'signature',
  fileId: FORM_PAGE.id,
  width: 354,
  height: 157,
  size: 7270,
  box: { x: 300, y: 900, width: 450, height: 200 },
  createdAt: '2026-11-20T06:01:00.000Z',
};

const image = () => new Response('jpeg', { status: 200, headers: { 'content-type': 'image/jpeg' } });

function serve(d: ApplicationDetail, afterCrop?: ApplicationDetail) {
  return stubServer((url, init) => {
    const path = url.split('?')[0];
    const method = init?.method ?? 'GET';
    if (path === APP && method === 'GET') return jsonResponse(d);
    if (path.startsWith(`${APP}/files/`) || path.startsWith(`${APP}/crops/`)) return image();
    if (path === `${APP}/crops` && method === 'POST' && afterCrop) return jsonResponse(afterCrop);
    return undefined;
  });
}

function render() {
  return renderRoutes(
    [
      { path: '/merchant/product/nsdl-pan/physical/form-cropping/:id', element: <MerchantFormCroppingPage /> },
      { path: '/merchant/product/nsdl-pan/physical/pre-submit/:id', element: <h1>Pre-submit page</h1> },
    ],
    '/merchant/product/nsdl-pan/physical/form-cropping/5',
  );
}

/** jsdom does not decode images: give the page its size and say it loaded. */
async function loadPage(width = 1000, height = 1400) {
  const img = await screen.findByRole('img', { name: `Scanned page ${FORM_PAGE.name}` });
  Object.defineProperty(img, 'naturalWidth', { value: width, configurable: true });
  Object.defineProperty(img, 'naturalHeight', { value: height, configurable: true });
  fireEvent.load(img);
  return img;
}

const cropBody = (fetch: ReturnType<typeof stubServer>) => {
  const call = fetch.mock.calls.find(([u, init]) => u === `${APP}/crops` && init?.method === 'POST');
  return call ? JSON.parse(call[1]!.body as string) : undefined;
};

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
  URL.createObjectURL = vi.fn(() => 'blob:page');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('merchant form-cropping', () => {
  it('moves the box with the arrow keys, resizes it with Shift, and sends it in image pixels', async () => {
    const fetch = serve(
      panDetail({ files: [FORM_PAGE, ID_PROOF] }),
      panDetail({ files: [FORM_PAGE, ID_PROOF], crops: [PHOTO] }),
    );
    render();
    await loadPage();
    const box = screen.getByRole('group', { name: 'Photograph crop box' });
    // A first box a quarter of the page wide, in the middle, in the photo's shape (197 × 276).
    expect(screen.getByTestId('crop-box-values')).toHaveTextContent(
      'Box at 375, 525; 250 × 350 pixels of the 1000 × 1400 page.',
    );
    box.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(screen.getByTestId('crop-box-values')).toHaveTextContent('Box at 395, 535; 250 × 350 pixels');
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(screen.getByTestId('crop-box-values')).toHaveTextContent('Box at 395, 535; 260 × 364 pixels');
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(screen.getByTestId('crop-box-values')).toHaveTextContent('Box at 394, 535');

    await userEvent.click(screen.getByRole('button', { name: 'Crop photo' }));
    await waitFor(() => expect(cropBody(fetch)).toBeDefined());
    expect(cropBody(fetch)).toEqual({
      fileId: FORM_PAGE.id,
      kind: 'photo',
      box: { x: 394, y: 535, width: 260, height: 364 },
    });

    const result = await screen.findByTestId('crop-result-photo');
    expect(within(result).getByTestId('crop-size-photo')).toHaveTextContent('19.5 KB of at most 20 KB');
    expect(within(result).getByTestId('crop-dimensions-photo')).toHaveTextContent('197 × 276 pixels at 200 dpi');
    expect(within(result).getByText('Within limit')).toBeInTheDocument();
    expect(await within(result).findByRole('img', { name: 'Cropped photograph' })).toHaveAttribute('src', 'blob:page');
    expect(screen.getByRole('button', { name: 'Continue to pre-submit' })).toBeDisabled();
  });

  it('keeps the box on the page and in shape when dragged with a pointer', async () => {
    serve(panDetail({ files: [FORM_PAGE] }));
    render();
    const img = await loadPage();
    const frame = img.parentElement!;
    frame.getBoundingClientRect = () => ({
      x: 0,
      y: 0,
      left: 0,
      top: 0,
      width: 500,
      height: 700,
      right: 500,
      bottom: 700,
      toJSON: () => ({}),
    });
    const box = screen.getByRole('group', { name: 'Photograph crop box' });
    // Dragged 1000 screen pixels right (2000 image pixels): it stops at the right edge.
    fireEvent.pointerDown(box, { pointerId: 1, clientX: 100, clientY: 100, button: 0, pointerType: 'mouse' });
    fireEvent.pointerMove(box, { pointerId: 1, clientX: 1100, clientY: 110 });
    fireEvent.pointerUp(box, { pointerId: 1 });
    expect(screen.getByTestId('crop-box-values')).toHaveTextContent('Box at 750, 545; 250 × 350 pixels');
    // The top-left corner pulled 50 screen pixels left grows the box by 100, the bottom-right staying.
    fireEvent.pointerDown(screen.getByTestId('crop-handle-nw'), {
      pointerId: 2,
      clientX: 10,
      clientY: 10,
      button: 0,
      pointerType: 'touch',
    });
    fireEvent.pointerMove(screen.getByTestId('crop-handle-nw'), { pointerId: 2, clientX: -40, clientY: 10 });
    fireEvent.pointerUp(screen.getByTestId('crop-handle-nw'), { pointerId: 2 });
    expect(screen.getByTestId('crop-box-values')).toHaveTextContent('Box at 650, 405; 350 × 490 pixels');
  });

  it('shows the existing crops on load and leads on to pre-submit', async () => {
    serve(panDetail({ files: [FORM_PAGE], crops: [PHOTO, SIGNATURE] }));
    render();
    const signature = await screen.findByTestId('crop-result-signature');
    expect(within(signature).getByTestId('crop-size-signature')).toHaveTextContent('7.1 KB of at most 10 KB');
    expect(within(signature).getByTestId('crop-dimensions-signature')).toHaveTextContent(
      '354 × 157 pixels at 200 dpi (NSDL: 354 × 157)',
    );
    expect(screen.getByTestId('crop-size-photo')).toHaveTextContent('19.5 KB of at most 20 KB');
    // The editor starts where the photo was cut before.
    await loadPage();
    expect(screen.getByTestId('crop-box-values')).toHaveTextContent('Box at 100, 120; 200 × 280 pixels');
    await userEvent.click(screen.getByRole('radio', { name: /Signature/ }));
    await loadPage();
    expect(screen.getByRole('group', { name: 'Signature crop box' })).toBeInTheDocument();
    expect(screen.getByTestId('crop-box-values')).toHaveTextContent('Box at 300, 900; 450 × 200 pixels');
    await userEvent.click(screen.getByRole('link', { name: 'Continue to pre-submit' }));
    expect(await screen.findByRole('heading', { name: 'Pre-submit page' })).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    const fetch = stubServer((url, init) => {
      const path = url.split('?')[0];
      if (path === APP) return jsonResponse(panDetail({ files: [FORM_PAGE] }));
      if (path.startsWith(`${APP}/files/`)) return image();
      if (path === `${APP}/crops` && init?.method === 'POST')
        return jsonResponse({ message: 'The signature cannot be brought under 10 KB. Crop more tightly.' }, 422);
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('radio', { name: /Signature/ }));
    await loadPage();
    await userEvent.click(screen.getByRole('button', { name: 'Crop signature' }));
    const message = await screen.findByText('The signature cannot be brought under 10 KB. Crop more tightly.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(cropBody(fetch).kind).toBe('signature');
  });

  it('says so when there is no scanned page to crop from', async () => {
    serve(panDetail({ files: [ID_PROOF] }));
    render();
    expect(await screen.findByText('No scanned page to crop from')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload documents' })).toHaveAttribute(
      'href',
      '/merchant/product/nsdl-pan/physical/upload/scanning/5',
    );
  });
});
