import { describe, expect, it } from 'vitest';
import type { MessageId } from '../../contract/i18n';
import { i18n } from '../i18n';
import '../i18n/labels';
import '../i18n/site';
import '../i18n/collections';
import { BACKEND_MENU, MERCHANT_MENU, visibleMenu, type MenuItem } from './menus';

// The entries' English words (a menu names its entries by catalogue id: its own and the manifests').
const text = (id: MessageId) => i18n._(id);
const labels = (items: MenuItem[]): unknown[] =>
  items.map((i) => (i.children ? { [text(i.label)]: labels(i.children) } : text(i.label)));

describe('menus', () => {
  it('show the admin only the built back-office screens', () => {
    expect(labels(visibleMenu(BACKEND_MENU, { role: 'admin' }))).toEqual([
      'Dashboard',
      'Download Software',
      { 'My Account': ['My Profile', 'Setting'] },
      {
        'Data Setup': [
          'Bank',
          'ID List',
          'Package',
          'Customer price limits',
          'Tax Setup',
          'Margin caps',
          'API Credentials',
        ],
      },
      { Actions: ['Payments', 'NSDL PAN', 'Backlog PAN List', 'UTI PAN', 'GST', 'Credit Card Requests'] },
      {
        'Courier & Reports': [
          'Courier',
          'Reports',
          'Fund Transfers',
          'Tax Invoices',
          'GSTR-1 Export',
          'Margins paid',
          'TDS payable',
        ],
      },
      { 'User Management': ['All Users', 'Staff List', 'Registration', 'KYC', 'Merchant List'] },
      {
        Setting: [
          'Site Configuration',
          'SMTP Setup',
          'Carousel',
          'News & Updates',
          'Backup',
          'Messages',
          'Fund Transfer Limits',
          'TDS on margins',
          'Data Retention',
          'Access Log',
          'Erasure Requests',
        ],
      },
    ]);
  });

  it('hide admin-only groups from staff', () => {
    expect(labels(visibleMenu(BACKEND_MENU, { role: 'staff' }))).toEqual([
      'Dashboard',
      'Download Software',
      { 'My Account': ['My Profile', 'Setting'] },
      { Actions: ['Payments', 'NSDL PAN', 'Backlog PAN List', 'UTI PAN', 'GST', 'Credit Card Requests'] },
      {
        'Courier & Reports': [
          'Courier',
          'Reports',
          'Fund Transfers',
          'Tax Invoices',
          'GSTR-1 Export',
          'Margins paid',
          'TDS payable',
        ],
      },
      { 'User Management': ['All Users', 'Registration', 'KYC', 'Merchant List'] },
    ]);
  });

  it('show merchants their dashboard, account and the KYC screen of their kind', () => {
    expect(labels(visibleMenu(MERCHANT_MENU, { role: 'merchant', kind: 'owner' }))).toEqual([
      'Dashboard',
      'Download Software',
      { Account: ['My Profile', 'My Setting', 'My KYC'] },
      { 'Payment Request': ['Add Payment', 'Payment List', 'UPI Top-up'] },
      { 'Pan & Services': ['NSDL PAN', 'Backlog PAN List', 'UTI PAN', 'GST', 'Credit Cards & Loan'] },
      {
        'Courier & Reports': [
          'Courier',
          'Reports',
          'My prices',
          'Receipts',
          'Collections',
          'Tax Invoices',
          'Earnings',
          'TDS statement',
        ],
      },
      {
        'User Management': ['Add Staff', 'Staff List', 'Add Member', 'Member List', 'Member prices', 'Fund Transfers'],
      },
    ]);
    // Merchant staff move no money into the wallet (the server answers 403): no Payment Request group.
    expect(labels(visibleMenu(MERCHANT_MENU, { role: 'merchant', kind: 'staff' }))).toEqual([
      'Dashboard',
      'Download Software',
      { Account: ['My Profile', 'My Setting', 'My KYC'] },
      { 'Pan & Services': ['NSDL PAN', 'Backlog PAN List', 'UTI PAN', 'GST', 'Credit Cards & Loan'] },
      // Staff print their shop's receipts; the takings are the owner's.
      { 'Courier & Reports': ['Courier', 'Reports', 'My prices', 'Receipts'] },
    ]);
    expect(labels(visibleMenu(MERCHANT_MENU, { role: 'merchant', kind: 'franchise' }))).toContainEqual({
      'Courier & Reports': ['Courier', 'Reports', 'My prices', 'Receipts', 'Collections', 'Tax Invoices'],
    });
    const kycLink = (kind: string) =>
      visibleMenu(MERCHANT_MENU, { role: 'merchant', kind })
        .find((i) => text(i.label) === 'Account')
        ?.children?.find((c) => text(c.label) === 'My KYC')?.to;
    expect(kycLink('owner')).toBe('/kyc/merchant');
    expect(kycLink('franchise')).toBe('/kyc/merchant');
    expect(kycLink('staff')).toBe('/kyc/staff');
  });

  it('keep the whole product menus as data', () => {
    expect(BACKEND_MENU.map((i) => text(i.label))).toEqual([
      'Dashboard',
      'Download Software',
      'My Account',
      'Data Setup',
      'Actions',
      'Courier & Reports',
      'User Management',
      'Setting',
    ]);
    expect(MERCHANT_MENU.map((i) => text(i.label))).toEqual([
      'Dashboard',
      'Download Software',
      'Account',
      'Payment Request',
      'Pan & Services',
      'Courier & Reports',
      'User Management',
    ]);
  });

  it('filter by role and merchant kind once entries become available', () => {
    const all = (items: MenuItem[]): MenuItem[] =>
      items.map((i) => ({ ...i, available: true, children: i.children && all(i.children) }));
    const owner = labels(visibleMenu(all(MERCHANT_MENU), { role: 'merchant', kind: 'owner' }));
    const staff = labels(visibleMenu(all(MERCHANT_MENU), { role: 'merchant', kind: 'staff' }));
    expect(owner).toContainEqual({
      'User Management': ['Add Staff', 'Staff List', 'Add Member', 'Member List', 'Member prices', 'Fund Transfers'],
    });
    expect(staff).not.toContainEqual(expect.objectContaining({ 'User Management': expect.anything() }));
    expect(staff).not.toContainEqual(expect.objectContaining({ 'Payment Request': expect.anything() }));
    const staffBackend = labels(visibleMenu(all(BACKEND_MENU), { role: 'staff' }));
    expect(staffBackend).toContainEqual({ 'User Management': ['All Users', 'Registration', 'KYC', 'Merchant List'] });
  });

  it('show a merchant staff account only the services its owner ticked', () => {
    const staff = (services: string[]) =>
      labels(visibleMenu(MERCHANT_MENU, { role: 'merchant', kind: 'staff', services }));
    expect(staff([])).toEqual([
      'Dashboard',
      'Download Software',
      { Account: ['My Profile', 'My Setting', 'My KYC'] },
      // Card and loan referrals move no money and record who made them: no tick needed.
      { 'Pan & Services': ['Credit Cards & Loan'] },
      { 'Courier & Reports': ['Reports', 'My prices', 'Receipts'] },
    ]);
    expect(staff(['gst'])).toContainEqual({ 'Pan & Services': ['GST', 'Credit Cards & Loan'] });
    expect(staff(['uti', 'gst'])).toContainEqual({ 'Pan & Services': ['UTI PAN', 'GST', 'Credit Cards & Loan'] });
    expect(staff(['nsdl_pan'])).toContainEqual({
      'Pan & Services': ['NSDL PAN', 'Backlog PAN List', 'Credit Cards & Loan'],
    });
    expect(staff(['nsdl_pan'])).toContainEqual({
      'Courier & Reports': ['Courier', 'Reports', 'My prices', 'Receipts'],
    });
    // An owner's menu is not narrowed by a list (it has none: null).
    expect(labels(visibleMenu(MERCHANT_MENU, { role: 'merchant', kind: 'owner', services: null }))).toContainEqual({
      'Pan & Services': ['NSDL PAN', 'Backlog PAN List', 'UTI PAN', 'GST', 'Credit Cards & Loan'],
    });
  });
});
