import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourierView } from '../../../../../contract/couriers';
import { jsonResponse, renderRoutes } from '../../../../test/render-app';
import { stubServer } from '../../../../test/fetch-stub';
import { signIn } from '../../../../test/tokens';
import BackendCourierViewPage from './[id]';

const COURIER: CourierView = {
  id: 7,
  merchantCode: 'PM1001',
  merchantName: 'Asha Seva Kendra',
  company: 'India Post Speed Post',
  docketNo: 'EM123456789IN',
  dispatchDate: '2025-01-15',
  remarks: null,
  state: 'dispatched',
  items: 1,
  createdBy: 'Asha Patil',
  createdAt: '2025-01-15T06:30:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionRemark: null,
  applications: [
    {
      id: 11,
      token_no: 'PN2500011',
      ack_no: '881030000000011',
      name: 'Ravi Kumar',
      dated: '2025-01-10',
      state: 'hardcopy_sent',
      stateLabel: 'Hard copy sent',
    },
  ],
};
const ONE = '/api/backend/misc/courier/7';

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'staff' });
});
afterEach(() => vi.unstubAllGlobals());

function render() {
  return renderRoutes(
    [{ path: '/backend/misc/courier/:id', element: <BackendCourierViewPage /> }],
    '/backend/misc/courier/7',
  );
}

describe('back-office courier page', () => {
  it('shows the courier and links its applications to their PAN info', async () => {
    stubServer((url) => (url === ONE ? jsonResponse(COURIER) : undefined));
    render();
    expect(await screen.findByRole('heading', { name: 'Courier EM123456789IN' })).toBeInTheDocument();
    expect(screen.getByText('Dispatched')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PN2500011' })).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan/physical/paninfo/11',
    );
    expect(screen.getByText('Asha Seva Kendra (PM1001)')).toBeInTheDocument();
  });

  it('needs a reason to mark a courier returned, then sends it', async () => {
    const user = userEvent.setup();
    let returned = false;
    const fetch = stubServer((url, init) => {
      if (url === ONE)
        return jsonResponse(
          returned
            ? {
                ...COURIER,
                state: 'returned',
                decisionRemark: 'Forms not signed',
                decidedAt: '2025-01-20T06:30:00.000Z',
              }
            : COURIER,
        );
      if (url === `${ONE}/return` && init?.method === 'POST') {
        returned = true;
        return jsonResponse({ ...COURIER, state: 'returned' });
      }
      return undefined;
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Mark returned' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark returned' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => u === `${ONE}/return`)).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Forms not signed');
    await user.click(within(dialog).getByRole('button', { name: 'Mark returned' }));
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => u === `${ONE}/return`)).toBe(true));
    const [, init] = fetch.mock.calls.find(([u]) => u === `${ONE}/return`)!;
    expect(JSON.parse(init!.body as string)).toEqual({ remark: 'Forms not signed' });
    expect(await screen.findByText(/Its applications are back in the acknowledged list/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark received' })).toBeNull();
  });
});
