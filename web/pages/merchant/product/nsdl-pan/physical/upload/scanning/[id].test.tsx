import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationDetail } from '../../../../../../../../contract/nsdl-pan/index';
import { FORM_PAGE, ID_PROOF, panDetail } from '../../../../../../../test/pan-detail';
import { stubServer } from '../../../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../../../test/render-app';
import { signIn } from '../../../../../../../test/tokens';
import ScanningPage from './[id]';

const APP = '/api/merchant/nsdl-pan/physical/applications/5';
const URL_ = '/merchant/product/nsdl-pan/physical/upload/scanning/5';

/** XMLHttpRequest as the uploader uses it; the test answers each request by hand. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private responseType = '';
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k.toLowerCase()] = v;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  getResponseHeader(k: string) {
    return k.toLowerCase() === 'content-type' ? this.responseType : null;
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseType = 'application/json; charset=utf-8';
    act(() => this.onload?.());
  }
}

function serve(
  d: ApplicationDetail,
  more: (url: string, init?: RequestInit) => Response | undefined = () => undefined,
) {
  return stubServer(
    (url, init) => more(url, init) ?? (url === APP && (init?.method ?? 'GET') === 'GET' ? jsonResponse(d) : undefined),
  );
}

function render() {
  return renderRoutes(
    [
      { path: '/merchant/product/nsdl-pan/physical/upload/scanning/:id', element: <ScanningPage /> },
      { path: '/merchant/product/nsdl-pan/physical/form-cropping/:id', element: <h1>Cropping page</h1> },
    ],
    URL_,
  );
}

const row = (name: string) => screen.getByRole('group', { name });
let token = '';

beforeEach(() => {
  sessionStorage.clear();
  token = signIn({ role: 'merchant', kind: 'owner' });
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('upload/scanning', () => {
  it('shows one row per document kind with the required ones marked, and the limits', async () => {
    serve(panDetail());
    render();
    const form = await screen.findByRole('group', { name: 'Signed application form' });
    expect(within(form).getByText('Required')).toBeInTheDocument();
    expect(within(form).getByText(/JPEG or PNG images only, at most 5 MB a file/)).toBeInTheDocument();
    expect(within(row('Proof of date of birth')).getByText('Required')).toBeInTheDocument();
    expect(within(row('Proof of PAN')).getByText('Optional')).toBeInTheDocument();
    expect(within(row('Other document')).getByText('Optional')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Corrected document (TIN rejection)' })).toBeNull();
    expect(screen.getByTestId('scan-limits')).toHaveTextContent('At most 5 MB a file, and at most 10 pages a PDF.');
    expect(screen.getByTestId('scan-limits')).toHaveTextContent('at most 20 pages');
    expect(screen.getByText(/merges the signed form and the proofs, in that order, into one PDF/)).toBeInTheDocument();
    expect(screen.getByTestId('missing-documents')).toHaveTextContent(
      'Signed application form, Proof of identity, Proof of address, Proof of date of birth',
    );
    expect(screen.getByRole('button', { name: 'Continue to cropping' })).toBeDisabled();
  });

  it("shows the server's 415 under the row of the refused file, after the upload's progress", async () => {
    serve(panDetail());
    render();
    await screen.findByRole('group', { name: 'Signed application form' });
    await userEvent.upload(
      screen.getByLabelText('Signed application form file'),
      new File(['MZ\x90\x00'], 'scan.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0];
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${APP}/files`);
    expect(xhr.headers.authorization).toBe(`Bearer ${token}`);
    expect(xhr.body!.get('kind')).toBe('form');
    expect((xhr.body!.get('file') as File).name).toBe('scan.png');
    expect(xhr.body!.get('replaces')).toBeNull();

    xhr.progress(50, 100);
    expect(within(row('Signed application form')).getByText(/Uploading scan\.png — 50%/)).toBeInTheDocument();
    expect(
      within(row('Signed application form')).getByRole('progressbar', { name: 'Uploading scan.png' }),
    ).toBeInTheDocument();

    xhr.respond(415, {
      message: 'The file is not a JPEG or PNG image.',
      errors: { file: ['Not a JPEG or PNG image'] },
    });
    const alert = await within(row('Signed application form')).findByRole('alert');
    expect(alert).toHaveTextContent('scan.png: The file is not a JPEG or PNG image.');
    expect(within(row('Proof of identity')).queryByRole('alert')).toBeNull();
    expect(within(row('Signed application form')).queryByRole('progressbar')).toBeNull();
  });

  it('lists an uploaded file and then leads on to cropping', async () => {
    serve(panDetail());
    render();
    await screen.findByRole('group', { name: 'Signed application form' });
    await userEvent.upload(
      screen.getByLabelText('Signed application form file'),
      new File(['jpeg'], 'form-page-1.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0].respond(200, panDetail({ files: [FORM_PAGE], missingDocuments: ['identity', 'address', 'dob'] }));
    const item = await within(row('Signed application form')).findByRole('listitem', { name: 'form-page-1.jpg' });
    expect(item).toHaveTextContent('JPEG image · 245 KB · 1 page · 20-Nov-2026');
    expect(within(item).getByRole('button', { name: 'Preview' })).toBeInTheDocument();
    expect(screen.getByTestId('missing-documents')).toHaveTextContent(
      'Proof of identity, Proof of address, Proof of date of birth',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Continue to cropping' }));
    expect(await screen.findByRole('heading', { name: 'Cropping page' })).toBeInTheDocument();
  });

  it('replaces a file (sending replaces) and removes one', async () => {
    const d = panDetail({ files: [FORM_PAGE, ID_PROOF], missingDocuments: ['address', 'dob'] });
    const fetch = serve(d, (url, init) =>
      init?.method === 'DELETE' && url === `${APP}/files/${ID_PROOF.id}`
        ? jsonResponse({ ...d, files: [FORM_PAGE] })
        : undefined,
    );
    render();
    const pdf = await screen.findByRole('listitem', { name: 'aadhaar.pdf' });
    expect(pdf).toHaveTextContent('PDF · 2.3 MB · 2 pages');
    expect(within(pdf).getByRole('button', { name: 'Download' })).toBeInTheDocument();

    await userEvent.upload(
      screen.getByLabelText('Replacement signed application form file for form-page-1.jpg'),
      new File(['jpeg'], 'better.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0].body!.get('replaces')).toBe(FORM_PAGE.id);
    expect(FakeXhr.sent[0].body!.get('kind')).toBe('form');
    expect(within(row('Signed application form')).getByText(/Replacing with better\.jpg/)).toBeInTheDocument();
    FakeXhr.sent[0].respond(200, {
      ...d,
      files: [{ ...FORM_PAGE, id: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'better.jpg' }, ID_PROOF],
    });
    expect(await screen.findByRole('listitem', { name: 'better.jpg' })).toBeInTheDocument();

    await userEvent.click(
      within(screen.getByRole('listitem', { name: 'aadhaar.pdf' })).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'aadhaar.pdf' })).toBeNull());
    expect(fetch.mock.calls.some(([u, init]) => u === `${APP}/files/${ID_PROOF.id}` && init?.method === 'DELETE')).toBe(
      true,
    );
  });

  it('refuses a file of the wrong type in the browser, before sending it', async () => {
    serve(panDetail());
    render();
    await screen.findByRole('group', { name: 'Signed application form' });
    await userEvent.upload(
      screen.getByLabelText('Signed application form file'),
      new File(['%PDF'], 'form.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );
    expect(await within(row('Signed application form')).findByRole('alert')).toHaveTextContent(
      'form.pdf: choose a JPEG or PNG image.',
    );
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('sends the upload again through the client when the token ran out', async () => {
    const fetch = serve(panDetail(), (url, init) =>
      url === `${APP}/files` && init?.method === 'POST' ? jsonResponse(panDetail({ files: [FORM_PAGE] })) : undefined,
    );
    render();
    await screen.findByRole('group', { name: 'Signed application form' });
    await userEvent.upload(
      screen.getByLabelText('Signed application form file'),
      new File(['jpeg'], 'form-page-1.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0].respond(401, { message: 'The session has expired.' });
    expect(await screen.findByRole('listitem', { name: 'form-page-1.jpg' })).toBeInTheDocument();
    const post = fetch.mock.calls.find(([u, init]) => u === `${APP}/files` && init?.method === 'POST');
    expect((post![1]!.body as FormData).get('kind')).toBe('form');
  });

  it('shows a submitted application read-only', async () => {
    serve(
      panDetail({ state: 'waiting', stateLabel: 'Waiting for verification', files: [FORM_PAGE], missingDocuments: [] }),
    );
    render();
    expect(await screen.findByText('Documents can no longer be changed')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'form-page-1.jpg' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Signed application form file')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue to cropping' })).toBeNull();
  });
});
