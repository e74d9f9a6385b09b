import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TaxSetup } from '../../../../contract/invoices';
import { stubServer } from '../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../test/render-app';
import { signIn } from '../../../test/tokens';
import TaxSetupPage from './tax-setup';

const SETUP = '/api/backend/invoices/setup';
const EMPTY: TaxSetup = {
  gstin: '',
  legalName: '',
  stateCode: '',
  mode: 'monthly',
  codes: [
    {
      code: 'NSDL_PHYSICAL_NEW',
      label: 'NSDL PAN physical — new (49A)',
      govFee: 107,
      sac: '998599',
      rate: 18,
      govFeePureAgent: true,
    },
  ],
};

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin' });
});
afterEach(() => vi.unstubAllGlobals());

describe('Tax setup', () => {
  it("refuses a GSTIN from another state before sending, then saves the agency's setup", async () => {
    let sent: unknown = null;
    stubServer((url, init) => {
      if (url !== SETUP) return undefined;
      if (init?.method === 'PUT') {
        sent = JSON.parse(String(init.body));
        return jsonResponse({ ...EMPTY, ...(sent as object), codes: EMPTY.codes });
      }
      return jsonResponse(EMPTY);
    });
    renderRoutes([{ path: '/backend/masters/tax-setup', element: <TaxSetupPage /> }], '/backend/masters/tax-setup');
    const user = userEvent.setup();
    const gstin = await screen.findByRole('textbox', { name: /Agency GSTIN/ });
    await user.type(gstin, '27AAPFU0939F1ZV');
    await user.type(screen.getByRole('textbox', { name: /Legal name/ }), 'Seva Kendra Services');
    await user.click(screen.getByRole('textbox', { name: /State of registration/ }));
    await user.click(await screen.findByRole('option', { name: /^09 - Uttar Pradesh/, hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("The GSTIN begins with 27, not the state's code 09")).toBeInTheDocument();
    expect(sent).toBeNull();

    await user.click(screen.getByRole('textbox', { name: /State of registration/ }));
    await user.click(await screen.findByRole('option', { name: /^27 - Maharashtra/, hidden: true }));
    await user.click(screen.getByRole('radio', { name: 'One invoice per charge' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual({
        gstin: '27AAPFU0939F1ZV',
        legalName: 'Seva Kendra Services',
        stateCode: '27',
        mode: 'per_charge',
        codes: [{ code: 'NSDL_PHYSICAL_NEW', sac: '998599', rate: 18, govFeePureAgent: true }],
      }),
    );
    expect(await screen.findByText('Tax setup saved.')).toBeInTheDocument();
  });
});
