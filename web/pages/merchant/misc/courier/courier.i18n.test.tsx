import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COURIER_COMPANIES, COURIERS_API } from '../../../../../contract/couriers';
import { setLocale } from '../../../../i18n';
import { CANDIDATES } from '../../../../test/courier-candidates';
import { courierRow } from '../../../../test/couriers';
import { stubServer } from '../../../../test/fetch-stub';
import { notPseudo } from '../../../../test/pseudo';
import { jsonResponse, LAZY, renderRoutes } from '../../../../test/render-app';
import { signedInEachTest } from '../../../../test/request-detail';
import MerchantCourierAddPage from './add';
import MerchantCourierListPage from './list';

const ADD = '/merchant/misc/courier/add';
const LIST = '/merchant/misc/courier/list';

function renderAdd() {
  stubServer((url) => (url === '/api/merchant/misc/courier/candidates' ? jsonResponse(CANDIDATES) : undefined));
  renderRoutes([{ path: ADD, element: <MerchantCourierAddPage /> }], ADD);
}

signedInEachTest({ role: 'merchant', kind: 'owner' });
afterEach(async () => {
  await setLocale('en');
});

describe('the shop’s couriers in Hindi (decision 0075)', () => {
  it('adds a courier in Hindi: the fields and the checklist, and marks what is missing', async () => {
    await setLocale('hi');
    renderAdd();
    await screen.findByText('PN2500011', {}, LAZY);
    expect(screen.getByRole('heading', { level: 1, name: 'कूरियर जोड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^कूरियर कंपनी/ })).toBeInTheDocument();
    expect(screen.getByText('इस कूरियर के आवेदन')).toBeInTheDocument();
    expect(screen.getByText('2 में से 0 चुने (ज़्यादा से ज़्यादा 200)')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'PN2500012 शामिल करें' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'सभी आवेदन चुनें' }));
    expect(screen.getByText('2 में से 2 चुने (ज़्यादा से ज़्यादा 200)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'कूरियर सेव करें' }));
    // Which words a missing field gets in Hindi is the validators' catalogue's (web/i18n/errors.ts), checked there.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^डॉकेट नंबर/ })).toHaveAttribute('aria-invalid', 'true'),
    );
  });

  it('lists the couriers in Hindi, each row’s buttons named in Hindi', async () => {
    await setLocale('hi');
    stubServer((url) =>
      url === `${COURIERS_API.merchant}/list`
        ? jsonResponse({ data: [courierRow()], totalRecords: 1, filterRecords: 1 })
        : undefined,
    );
    renderRoutes([{ path: LIST, element: <MerchantCourierListPage /> }], LIST);
    const row = within((await screen.findByText('BD-123456', {}, LAZY)).closest('tr')!);
    expect(screen.getByRole('heading', { level: 1, name: 'कूरियर लिस्ट' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'कूरियर जोड़ें' })).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'कूरियर BD-123456 देखें' })).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'कूरियर BD-123456 बदलें' })).toBeInTheDocument();
  });
});

describe('the courier form in pseudo-English', () => {
  it('takes every word of the add screen from the catalogue', async () => {
    await setLocale('en-XA');
    renderAdd();
    await screen.findByText('PN2500011', {}, LAZY);
    // The data: the usual companies' names (suggested), the applications' numbers, names and dates; the asterisks.
    const data = new Set<string>([...COURIER_COMPANIES, ...CANDIDATES.flatMap((c) => [c.token_no, c.ack_no, c.name])]);
    const isData = (text: string) =>
      data.has(text) || /^[\d\s*,.:/()–-]*$/.test(text) || /^\d\d-[A-Z][a-z]{2}-\d{4}$/.test(text);
    expect(notPseudo(document.body, isData)).toEqual([]);
  });
});
