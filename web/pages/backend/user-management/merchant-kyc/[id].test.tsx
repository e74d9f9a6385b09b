import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KycReview } from '../../../../../contract/kyc';
import { stubServer } from '../../../../test/fetch-stub';
import { jsonResponse, LAZY, renderRoutes } from '../../../../test/render-app';
import { signIn } from '../../../../test/tokens';
import { routes } from '../../../../router';

const BASE = '/api/backend/user-management/kyc/7';

const REVIEW: KycReview = {
  id: 7,
  status: 'submitted',
  remark: null,
  submittedAt: '2024-03-05T10:15:00.000Z',
  decidedAt: null,
  aadhaarMasked: 'XXXX XXXX 2346',
  panNo: 'ABCPE1234F',
  bankName: 'State Bank of India',
  accountHolder: 'Ravi Kumar',
  accountMasked: 'XXXXXX5678',
  ifsc: 'SBIN0001234',
  userCode: 'PM1007',
  userName: 'ravi.k',
  displayName: 'Ravi Kumar',
  kind: 'owner',
  accountNo: '30012345678',
  files: [],
};

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'staff', name: 'Priya Nair', sub: 'ST1002' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('merchant KYC review', () => {
  it('shows the Aadhaar masked; "Show" asks a reason, shows the whole number for a minute, then masks it again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetch = stubServer((url, init) => {
      if (url === BASE) return jsonResponse(REVIEW);
      if (url === `${BASE}/aadhaar` && init?.method === 'POST')
        return jsonResponse({ aadhaar: '234123412346', field: 'aadhaarNo', seconds: 60 });
      return undefined;
    });
    renderRoutes(routes, '/backend/user-management/merchant-kyc/7');
    expect(await screen.findByText('XXXX XXXX 2346', {}, LAZY)).toBeInTheDocument();
    expect(screen.queryByText('2341 2341 2346')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show the full Aadhaar number' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Show for one minute' }));
    expect(await within(dialog).findByText(/at least 5 characters/)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => u === `${BASE}/aadhaar`)).toBe(false);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Why do you need it/ }),
      'Keying it into the NSDL portal',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Show for one minute' }));
    expect(await screen.findByText('2341 2341 2346')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([u]) => u === `${BASE}/aadhaar`);
    expect(JSON.parse(call![1]!.body as string)).toEqual({
      field: 'aadhaarNo',
      reason: 'Keying it into the NSDL portal',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(screen.getByText('2341 2341 2346')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    expect(screen.queryByText('2341 2341 2346')).toBeNull();
    expect(screen.getByText('XXXX XXXX 2346')).toBeInTheDocument();
  });
});
