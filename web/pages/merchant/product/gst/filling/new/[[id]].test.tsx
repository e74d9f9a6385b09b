import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filingDetail } from '../../../../../../test/gst-detail';
import { stubServer } from '../../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../../test/render-app';
import { signIn } from '../../../../../../test/tokens';
import GstFilingFormPage from './[[id]]';

const BASE = '/merchant/product/gst/filling';
const API = '/api/merchant/product/gst/filing';

function render(url = `${BASE}/new`) {
  return renderRoutes(
    [
      { path: `${BASE}/view/:id`, element: <h1>View page</h1> },
      { path: `${BASE}/new/:id?`, element: <GstFilingFormPage /> },
    ],
    url,
  );
}

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('textbox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
  // 20 November 2026 in India: October's returns are the latest that can be filed.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T06:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('GST filing form', () => {
  it('checks the GSTIN as it is typed, naming the part that is wrong', async () => {
    stubServer();
    render();
    const gstin = await screen.findByRole('textbox', { name: /^GSTIN/ });
    await userEvent.type(gstin, '27AAPFU0939F1Z');
    expect(gstin).toHaveAccessibleDescription('14 of 15 characters');
    await userEvent.type(gstin, 'W');
    expect(
      await screen.findByText('The last character (check character) does not match: look for a mistyped character'),
    ).toBeInTheDocument();
    await userEvent.clear(gstin);
    await userEvent.type(gstin, '99AAPFU0939F1ZV');
    expect(
      await screen.findByText('The first two digits are the state code, 01 to 38 (this one has 99)'),
    ).toBeInTheDocument();
    await userEvent.clear(gstin);
    await userEvent.type(gstin, '27aapfu0939f1zv');
    await waitFor(() => expect(gstin).toHaveAccessibleDescription('Maharashtra · PAN AAPFU0939F'));
    expect(gstin).toHaveValue('27AAPFU0939F1ZV');
    expect(gstin).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the periods of the chosen return with their due dates, and quarters under QRMP', async () => {
    stubServer();
    render();
    const period = await screen.findByRole('textbox', { name: /^Period/ });
    expect(period).toBeDisabled();
    await choose(/^Return/, 'GSTR-3B (summary return and tax)');
    await choose(/^Period/, 'Oct 2026');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Period/ })).toHaveAccessibleDescription('Due on 20-Nov-2026'),
    );
    // Quarterly filing: a month is no longer a period for it, so the choice is cleared.
    await userEvent.click(screen.getByRole('switch', { name: /Quarterly return \(QRMP scheme\)/ }));
    expect(screen.getByRole('textbox', { name: /^Period/ })).toHaveValue('');
    await choose(/^Period/, 'Q2 (Jul–Sep) 2026-27');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Period/ })).toHaveAccessibleDescription(
        'Was due on 22-Oct-2026: filing now may carry a late fee',
      ),
    );
    // An annual return is filed for a financial year.
    await choose(/^Return/, 'GSTR-9 (annual return)');
    expect(screen.queryByRole('switch', { name: /QRMP/ })).not.toBeInTheDocument();
    await choose(/^Period/, 'FY 2025-26');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Period/ })).toHaveAccessibleDescription('Due on 31-Dec-2026'),
    );
  });

  it('asks for the invoice summary of a GSTR-1 once the draft is saved, and not for a nil return', async () => {
    const draft = filingDetail({ data: { ...filingDetail().data, returnType: 'GSTR-1', period: '2026-10' } });
    stubServer((url) => (url === `${API}/9` ? jsonResponse(draft) : undefined));
    render(`${BASE}/new/9`);
    expect(await screen.findByTestId('documents-invoice_summary')).toHaveTextContent('Required');
    await userEvent.click(screen.getByRole('checkbox', { name: /Nil return/ }));
    await waitFor(() => expect(screen.queryByTestId('documents-invoice_summary')).toHaveTextContent('Optional'));
  });
});
