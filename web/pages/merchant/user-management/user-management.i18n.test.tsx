import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { STAFF_SERVICES } from '../../../../contract/staff-permissions';
import { setLocale } from '../../../i18n';
import { stubServer } from '../../../test/fetch-stub';
import { MEMBER, STAFF } from '../../../test/merchant-members';
import { notPseudo } from '../../../test/pseudo';
import { jsonResponse, LAZY, renderRoutes } from '../../../test/render-app';
import { signedInEachTest } from '../../../test/request-detail';
import StaffViewPage from './staff/[id]';
import ViewMemberPage from './view-frenchies/[id]';

function renderStaff() {
  stubServer((url) => (url === '/api/merchant/user-management/staff/41' ? jsonResponse(STAFF) : undefined));
  renderRoutes(
    [{ path: '/merchant/user-management/staff/:id', element: <StaffViewPage /> }],
    '/merchant/user-management/staff/41',
  );
}

signedInEachTest({ role: 'merchant', kind: 'owner' });
afterEach(async () => {
  await setLocale('en');
});

describe('the owner’s members and staff in Hindi (decision 0075)', () => {
  it('shows a franchise member in Hindi: wallet, account and shop, applications, wallet entries', async () => {
    await setLocale('hi');
    stubServer((url) => (url === '/api/merchant/user-management/members/42' ? jsonResponse(MEMBER) : undefined));
    renderRoutes(
      [{ path: '/merchant/user-management/view-frenchies/:id', element: <ViewMemberPage /> }],
      '/merchant/user-management/view-frenchies/42',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunita Jadhav' }, LAZY)).toBeInTheDocument();
    expect(screen.getByText('फ्रेंचाइज़ी मेंबर')).toBeInTheDocument();
    expect(screen.getByText('वॉलेट बैलेंस')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'खाता और दुकान' })).toBeInTheDocument();
    expect(screen.getByText('कभी नहीं')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'एनएसडीएल पैन आवेदन' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'स्टेटस के हिसाब से आवेदन' })).getByText('कुल')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'वॉलेट की हाल की एंट्री' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेंबर लिस्ट' })).toBeInTheDocument();
  });

  it('shows a staff account in Hindi: details, services and its controls', async () => {
    await setLocale('hi');
    renderStaff();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Kulkarni' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'जानकारी' })).toBeInTheDocument();
    expect(screen.getByText('इजाज़त है')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'खाते के विकल्प' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'बदलें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पासवर्ड सेट करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'स्टाफ़ लिस्ट पर वापस जाएँ' })).toBeInTheDocument();
  });
});

describe('a staff account in pseudo-English', () => {
  it('takes every word of the page from the catalogue', async () => {
    await setLocale('en-XA');
    renderStaff();
    await screen.findByRole('heading', { level: 1, name: STAFF.displayName }, LAZY);
    // The data: the account as the server sends it, the service's name (contract/), the created date.
    const data = [
      STAFF.displayName,
      STAFF.code,
      STAFF.userName,
      STAFF.email ?? '',
      STAFF.mobile ?? '',
      STAFF_SERVICES[0].label,
    ];
    // A user name or an email may be drawn in pieces, with places to break the line.
    const isData = (text: string) => data.some((d) => d.includes(text)) || /^\d\d-[A-Z][a-z]{2}-\d{4}$/.test(text);
    expect(notPseudo(document.body, isData)).toEqual([]);
  });
});
