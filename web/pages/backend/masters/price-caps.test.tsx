import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PriceCapList } from '../../../../contract/receipts';
import { stubServer } from '../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../test/render-app';
import { signIn } from '../../../test/tokens';
import PriceCapsPage from './price-caps';

const CAPS = '/api/backend/receipts/caps';
const LIST = {
  rows: [
    { code: 'NSDL_PHYSICAL_NEW', label: 'NSDL PAN physical — new (49A)', cap: 200 },
    { code: 'GST_REGISTRATION', label: 'GST registration', cap: null },
  ],
} as PriceCapList;

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin' });
});
afterEach(() => vi.unstubAllGlobals());

describe('Customer price limits', () => {
  it('shows each limit and sends a cleared box as no limit', async () => {
    let sent: unknown = null;
    stubServer((url, init) => {
      if (url !== CAPS) return undefined;
      if (init?.method === 'PUT') {
        sent = JSON.parse(String(init.body));
        return jsonResponse(LIST);
      }
      return jsonResponse(LIST);
    });
    renderRoutes([{ path: '/backend/masters/price-caps', element: <PriceCapsPage /> }], '/backend/masters/price-caps');
    const box = await screen.findByRole('textbox', { name: /^Limit for NSDL PAN physical/ });
    expect(box).toHaveValue('₹200');
    const user = userEvent.setup();
    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    await waitFor(() =>
      expect(sent).toEqual({
        caps: [
          { code: 'NSDL_PHYSICAL_NEW', cap: null },
          { code: 'GST_REGISTRATION', cap: null },
        ],
      }),
    );
    expect(await screen.findByText('The limits are saved')).toBeInTheDocument();
  });
});
