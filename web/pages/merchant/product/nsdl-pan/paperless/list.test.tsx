import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paperlessRow } from '../../../../../test/nsdl-paperless-detail';
import type { PaperlessRow } from '../../../../../components/nsdl-paperless/PaperlessListPage';
import { signedInEachTest } from '../../../../../test/request-detail';
import { stubServer } from '../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../test/render-app';
import MerchantPaperlessListPage from './list';

const BASE = '/merchant/product/nsdl-pan/paperless';
const API = '/api/merchant/product/nsdl-pan/paperless';

const row = (over: Partial<PaperlessRow>) => paperlessRow({ state: 'draft', ...over });
const page = (rows: PaperlessRow[]) =>
  jsonResponse({ data: rows, totalRecords: rows.length, filterRecords: rows.length });

let posted: string[] | null = null;
beforeEach(() => {
  posted = null;
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted = [this.action, String(new FormData(this).get('encData'))];
  });
});
afterEach(() => vi.restoreAllMocks());

signedInEachTest({ role: 'merchant', kind: 'owner' });

const render = () => renderRoutes([{ path: `${BASE}/list`, element: <MerchantPaperlessListPage /> }], `${BASE}/list`);

describe('paperless list (shop)', () => {
  it('lists every application with what each can do next', async () => {
    const fetch = stubServer((url) =>
      url === `${API}/lists/all`
        ? page([
            row({}),
            row({
              id: 13,
              ref_no: 'NP0000000013',
              name: 'Sita Devi',
              kind: 'C',
              subject: 'ABCPD1234F',
              state: 'acknowledged',
              result: '881030200000123',
            }),
            row({
              id: 14,
              ref_no: 'NP0000000014',
              name: 'Mohan Lal',
              state: 'failed',
              provider_message: 'Invalid OTP',
            }),
          ])
        : undefined,
    );
    render();
    const draft = within((await screen.findByText('Ravi Kulkarni')).closest('tr')!);
    expect(screen.getByRole('tab', { name: 'Paperless PAN applications' })).toHaveAttribute('aria-selected', 'true');
    expect(draft.getByRole('link', { name: 'Edit draft NP0000000012' })).toHaveAttribute(
      'href',
      `${BASE}/apply/N?id=12`,
    );
    expect(draft.getByRole('link', { name: 'Check and confirm NP0000000012' })).toHaveAttribute(
      'href',
      `${BASE}/12/confirm`,
    );
    const ack = within(screen.getByText('Sita Devi').closest('tr')!);
    expect(ack.getByText('881030200000123')).toBeInTheDocument();
    expect(ack.getByRole('button', { name: 'Acknowledgement slip of NP0000000013' })).toBeInTheDocument();
    expect(ack.queryByRole('link', { name: /Edit draft/ })).toBeNull();
    const failed = within(screen.getByText('Mohan Lal').closest('tr')!);
    expect(failed.getByTestId('paperless-state')).toHaveTextContent('Failed');
    expect(failed.getByRole('link', { name: 'View NP0000000014' })).toHaveAttribute('href', `${BASE}/14/confirm`);
    // A shop's list leaves out the merchant columns.
    expect(screen.queryByRole('columnheader', { name: /Merchant/ })).toBeNull();
    expect(fetch.mock.calls.some(([u]) => u === `${API}/lists/all`)).toBe(true);
  });

  it.each(['with_provider', 'confirmed'] as const)(
    'continues e-KYC of one %s (the browser posts to the page the server gives)',
    async (state) => {
      stubServer((url, init) => {
        if (url === `${API}/lists/all`) return page([row({ state })]);
        if (url === `${API}/12/resume` && init?.method === 'POST')
          return jsonResponse({ url: 'https://ekyc.example.in/pan', encData: 'again_1' });
        return undefined;
      });
      render();
      await userEvent.click(await screen.findByRole('button', { name: 'Continue e-KYC of NP0000000012' }));
      await waitFor(() => expect(posted).toEqual(['https://ekyc.example.in/pan', 'again_1']));
    },
  );

  it('offers Continue on no application that has ended or is not paid', async () => {
    stubServer((url) =>
      url === `${API}/lists/all`
        ? page([
            row({}),
            row({ id: 13, ref_no: 'NP0000000013', state: 'acknowledged', result: '881030200000123' }),
            row({ id: 14, ref_no: 'NP0000000014', state: 'failed' }),
            row({ id: 15, ref_no: 'NP0000000015', state: 'expired' }),
          ])
        : undefined,
    );
    render();
    await screen.findByRole('link', { name: 'View NP0000000015' });
    expect(screen.queryByRole('button', { name: /^Continue e-KYC/ })).toBeNull();
  });

  it('says why when the server refuses to continue', async () => {
    stubServer((url, init) => {
      if (url === `${API}/lists/all`) return page([row({ state: 'with_provider' })]);
      if (url === `${API}/12/resume` && init?.method === 'POST')
        return jsonResponse({ message: 'Protean’s time for this application is over.' }, 409);
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue e-KYC of NP0000000012' }));
    expect(await screen.findByText('Cannot continue NP0000000012')).toBeInTheDocument();
    expect(screen.getByText('Protean’s time for this application is over.')).toBeInTheDocument();
    expect(posted).toBeNull();
  });
});
