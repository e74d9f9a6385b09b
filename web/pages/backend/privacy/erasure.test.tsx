import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRIVACY_ERASURE_API, type PersonRecord } from '../../../../contract/privacy/erasure';
import { stubServer } from '../../../test/fetch-stub';
import { jsonResponse, LAZY, renderRoutes } from '../../../test/render-app';
import { signIn } from '../../../test/tokens';
import { routes } from '../../../router';

const DONE: PersonRecord = {
  type: 'pan_application',
  id: 7,
  what: 'NSDL PAN (physical)',
  reference: 'PN0000000007',
  ackNo: null,
  shopCode: 'PM1001',
  date: '2026-11-02',
  state: 'Rejected',
  finished: true,
  held: { fields: ['name', 'date of birth', 'mobile', 'Aadhaar'], documents: ['form', 'photo'] },
  erasedAt: null,
  erasable: true,
  why: null,
};
const OPEN: PersonRecord = {
  ...DONE,
  id: 8,
  reference: 'PN0000000008',
  state: 'Waiting for verification',
  finished: false,
  erasable: false,
  why: 'Still open (Waiting for verification): the shop is still working on it',
};

function server() {
  return stubServer((url, init) => {
    if (init?.method !== 'POST') return undefined;
    if (url.endsWith(PRIVACY_ERASURE_API.search)) return jsonResponse({ records: [DONE, OPEN] });
    if (url.endsWith(PRIVACY_ERASURE_API.erase))
      return jsonResponse({
        erased: [{ ...DONE, held: { fields: [], documents: [] }, erasedAt: '2026-11-28T10:00:00Z', erasable: false }],
        filesDeleted: 4,
      });
    return undefined;
  });
}

async function open() {
  renderRoutes(routes, '/backend/privacy/erasure');
  await screen.findByRole('heading', { name: 'Erasure requests' }, LAZY);
  return screen.findByRole('form', { name: 'Find a person' }, LAZY);
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin', name: 'Administrator', sub: 'A00001' });
});
afterEach(() => vi.unstubAllGlobals());

describe('Setting › Erasure', () => {
  it('checks the number by its kind before searching', async () => {
    const fetch = server();
    const form = await open();
    await userEvent.selectOptions(within(form).getByLabelText('Search by'), 'pan');
    await userEvent.type(within(form).getByLabelText(/^PAN/), 'ABC12');
    await userEvent.type(within(form).getByLabelText(/^Reason/), 'Letter of 20 Nov');
    await userEvent.click(within(form).getByRole('button', { name: 'Find records' }));
    expect(await within(form).findByText('PAN is 5 letters, 4 digits and a letter, like ABCPE1234F')).toBeVisible();
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith(PRIVACY_ERASURE_API.search))).toBe(false);
  });

  it('shows what each record holds, erases only the ticked finished ones after a red confirmation', async () => {
    const fetch = server();
    const form = await open();
    await userEvent.type(within(form).getByLabelText(/^Mobile number/), '98765 43210');
    await userEvent.type(within(form).getByLabelText(/^Reason/), 'Letter of 20 Nov');
    await userEvent.click(within(form).getByRole('button', { name: 'Find records' }));

    const done = await screen.findByTestId('record-pan_application:7');
    expect(done).toHaveTextContent('name, date of birth, mobile, Aadhaar');
    expect(done).toHaveTextContent('Documents: form, photo');
    const open_ = screen.getByTestId('record-pan_application:8');
    expect(open_).toHaveTextContent('Still open (Waiting for verification)');
    expect(within(open_).queryByRole('checkbox')).not.toBeInTheDocument();
    const search = fetch.mock.calls.find(([u]) => String(u).endsWith(PRIVACY_ERASURE_API.search))!;
    expect(JSON.parse(search[1]!.body as string)).toEqual({
      kind: 'mobile',
      value: '9876543210',
      reason: 'Letter of 20 Nov',
    });

    const eraseButton = screen.getByRole('button', { name: 'Erase 0 ticked' });
    expect(eraseButton).toBeDisabled();
    await userEvent.click(within(done).getByRole('checkbox', { name: 'Erase NSDL PAN (physical) PN0000000007' }));
    await userEvent.click(screen.getByRole('button', { name: 'Erase 1 ticked' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase personal data' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(dialog).toHaveTextContent('Reference and acknowledgement numbers, dates, states, amounts, ledger entries');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase for good' }));

    const result = await screen.findByTestId('erasure-done');
    expect(result).toHaveTextContent('Erased the personal parts of 1 record and deleted 4 files.');
    expect(result).toHaveTextContent('NSDL PAN (physical) PN0000000007');
    const erase = fetch.mock.calls.find(([u]) => String(u).endsWith(PRIVACY_ERASURE_API.erase))!;
    expect(JSON.parse(erase[1]!.body as string)).toEqual({
      kind: 'mobile',
      value: '9876543210',
      reason: 'Letter of 20 Nov',
      records: [{ type: 'pan_application', id: 7 }],
    });
    expect(screen.getByTestId('record-pan_application:7')).toHaveTextContent('Holds: no personal fields');
  });

  it('is for the administrator only', async () => {
    signIn({ role: 'staff', name: 'Back office', sub: 'S00001' });
    server();
    renderRoutes(routes, '/backend/privacy/erasure');
    expect(await screen.findByText('Administrator only', {}, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Find a person' })).not.toBeInTheDocument();
  });
});
