import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegistrationDetails } from '../../../../../contract/registration';
import { setLocale } from '../../../../i18n/index';
import { stubServer } from '../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../test/render-app';
import { signIn } from '../../../../test/tokens';
import RegistrationActionPage from './[id]';
import { notPseudo as notPseudoIn } from '../../../../test/pseudo';

const BASE = '/api/backend/user-management/registration';
const REG: RegistrationDetails = {
  id: 7,
  refNo: 'REG-2024-000123',
  dated: '2024-03-05T10:15:00.000Z',
  fName: 'Ravi',
  lName: 'Kumar',
  fatherName: 'Suresh Kumar',
  gender: 'M',
  dob: '1990-05-01',
  mobileNo: '9876543210',
  emailId: 'ravi@example.com',
  idName: 'Retailer ID',
  shopName: 'Ravi Digital Seva',
  address1: '12, MG Road',
  address2: 'Near Bus Stand',
  address3: '',
  district: 'Nashik',
  state: 'Maharashtra',
  pin: '422001',
  clientIp: '10.0.0.5',
  status: 'pending',
  remark: null,
};
const APPROVAL = {
  mobileNo: '9876543210',
  pkgs: [{ label: 'Basic', value: '1' }],
  idtypes: [{ label: 'Retailer ID (₹499.00)', value: '3' }],
};

function render() {
  stubServer((url) => {
    const path = url.split('?')[0];
    if (path === `${BASE}/7`) return jsonResponse(REG);
    if (path === `${BASE}/approve/7`) return jsonResponse(APPROVAL);
    return undefined;
  });
  return renderRoutes(
    [{ path: '/backend/user-management/registration-action/:id', element: <RegistrationActionPage /> }],
    '/backend/user-management/registration-action/7',
  );
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin', name: 'Administrator', sub: 'A00001' });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLocale('en');
});

// What is data, not the screen's own words: the registration's values, the server's options and status label.
const DATA = new Set([
  'REG-2024-000123',
  'Ravi',
  'Kumar',
  'Suresh Kumar',
  // An address is drawn in breakable pieces (BreakableText).
  'ravi@example.com',
  'ravi@',
  'example.',
  'com',
  'Retailer ID',
  'Ravi Digital Seva',
  '12, MG Road',
  'Near Bus Stand',
  'Nashik',
  'Maharashtra',
  'Basic',
  'Retailer ID (₹499.00)',
  'Pending',
]);
const isData = (text: string) =>
  DATA.has(text) || /^[\d\s,.:₹/*–-]*$/.test(text) || /^\d\d-[A-Z][a-z]{2}-\d{4}$/.test(text);

const notPseudo = (root: HTMLElement) => notPseudoIn(root, isData);

describe('registration review in pseudo-English (decision 0075)', () => {
  it('takes every word from the catalogue: heading, details, both tabs and their forms', async () => {
    await setLocale('en-XA');
    render();
    await screen.findByText('Suresh Kumar');
    const pkg = await screen.findByRole('combobox', { name: /^\[Þàçķàĝé/ });
    await waitFor(() => expect((pkg as HTMLSelectElement).options.length).toBe(2));
    expect(notPseudo(document.body)).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: /^\[Ŕéĵéçţ/ }));
    expect(notPseudo(document.body)).toEqual([]);
  });
});

describe('registration review in Hindi', () => {
  it('speaks Hindi: heading, labels, gender, tabs, --Select-- and dates with Hindi months', async () => {
    await setLocale('hi');
    render();
    expect(await screen.findByRole('heading', { name: 'रजिस्ट्रेशन की जाँच' })).toBeInTheDocument();
    await screen.findByText('Suresh Kumar');
    expect(screen.getByText('पिता का नाम')).toBeInTheDocument();
    expect(screen.getByText('पुरुष')).toBeInTheDocument();
    expect(screen.getByText('01-मई-1990')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'मंज़ूर करें' })).toHaveAttribute('aria-selected', 'true');
    const form = screen.getByRole('form', { name: 'रजिस्ट्रेशन मंज़ूर करें' });
    const pkg = within(form).getByRole('combobox', { name: /पैकेज/ }) as HTMLSelectElement;
    expect(pkg.options[0].textContent).toBe('--चुनें--');
    await setLocale('en');
    expect(await screen.findByRole('heading', { name: 'Registration Verification' })).toBeInTheDocument();
  });
});
