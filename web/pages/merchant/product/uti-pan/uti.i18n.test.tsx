import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '../../../../i18n';
import { couponDetail, psaDetail, psaOf, utiSummary } from '../../../../test/uti-detail';
import { stubServer } from '../../../../test/fetch-stub';
import { notPseudo } from '../../../../test/pseudo';
import { jsonResponse, renderRoutes } from '../../../../test/render-app';
import { signedInEachTest } from '../../../../test/request-detail';
import CouponReviewPage from '../../../backend/actions/uti-pan/coupon-list/[id]';
import MerchantUtiDashboardPage from './index';

const PAGE = '/merchant/product/uti-pan';
const SUMMARY = '/api/merchant/product/uti-pan/summary';

const approved = psaOf(psaDetail({ state: 'approved', stateLabel: 'Approved', result: 'UTIPSA10023' }), {
  approvedAt: '2026-11-22T09:30:00.000Z',
});
const counted = utiSummary({
  psa: approved,
  canRequestCoupons: true,
  coupons: {
    physical: { requested: 30, waiting: 10, allotted: 18 },
    epan: { requested: 0, waiting: 0, allotted: 0 },
  },
});

function renderDashboard(summary = counted) {
  stubServer((url) => (url === SUMMARY ? jsonResponse(summary) : undefined));
  renderRoutes([{ path: PAGE, element: <MerchantUtiDashboardPage /> }], PAGE);
}

afterEach(async () => {
  await setLocale('en');
});

describe('UTI PAN in Hindi (decision 0075)', () => {
  signedInEachTest({ role: 'merchant', kind: 'owner' });

  it('the shop’s dashboard: its PSA login id, how to sign in and its coupons per type', async () => {
    await setLocale('hi');
    renderDashboard();
    expect(await screen.findByTestId('psa-login-id')).toHaveTextContent('UTIPSA10023');
    const status = screen.getByTestId('psa-status');
    expect(status).toHaveTextContent(`पीएसए रजिस्ट्रेशन ${approved.refNo}`);
    expect(within(status).getByText('पीएसए लॉग इन आईडी')).toBeInTheDocument();
    expect(within(status).getByText('मंज़ूरी की तारीख')).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'लॉग इन कैसे करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'कूपन' })).toBeInTheDocument();
    const physical = screen.getByTestId('coupons-physical');
    expect(physical).toHaveTextContent('₹107.00/- प्रति कूपन');
    expect(physical).toHaveTextContent('मिले · 10 मिलने बाकी · कुल 30 माँगे');
    await setLocale('en');
    expect(await screen.findByRole('link', { name: 'How to sign in' })).toBeInTheDocument();
  });

  it('a shop not registered yet is asked to register, in Hindi', async () => {
    await setLocale('hi');
    renderDashboard(utiSummary());
    const status = await screen.findByTestId('psa-status');
    expect(within(status).getByRole('heading', { name: 'पीएसए बनने के लिए रजिस्टर करें' })).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'पीएसए रजिस्ट्रेशन करें' })).toHaveAttribute(
      'href',
      '/merchant/product/uti-pan/psa-registration',
    );
  });
});

describe('the back office’s allotment in Hindi', () => {
  signedInEachTest({ role: 'staff' });

  it('says in Hindi what allotting fewer coupons refunds', async () => {
    await setLocale('hi');
    stubServer((url) => (url === '/api/backend/actions/uti-pan/coupons/31' ? jsonResponse(couponDetail()) : undefined));
    renderRoutes(
      [{ path: '/backend/actions/uti-pan/coupon-list/:id', element: <CouponReviewPage /> }],
      '/backend/actions/uti-pan/coupon-list/31',
    );
    const form = await screen.findByRole('form', { name: 'कूपन दें' });
    expect(within(form).getByTestId('allot-refund')).toHaveTextContent('सभी 10 दिए: कुछ वापस नहीं होगा।');
    const count = within(form).getByRole('textbox', { name: /मिले कूपन/ });
    await userEvent.clear(count);
    await userEvent.type(count, '8');
    expect(within(form).getByTestId('allot-refund')).toHaveTextContent('2 नहीं दिए: M0001 को ₹214.00/- वापस होंगे।');
    expect(within(form).getByRole('textbox', { name: /यूटीआईआईटीएसएल ऑर्डर नंबर/ })).toBeInTheDocument();
  });
});

// What is data, not the page's own words: numbers, money, dates, the login id.
const isData = (text: string) => /^[\d\s,.:₹/()–-]*$/.test(text) || /^\d\d-\w{3}-\d{4}$/.test(text);

describe('UTI PAN in pseudo-English', () => {
  signedInEachTest({ role: 'merchant', kind: 'owner' });

  it('takes every word of the shop’s PSA status and coupons from the catalogue', async () => {
    await setLocale('en-XA');
    renderDashboard();
    const status = await screen.findByTestId('psa-status');
    // The login id, the number and the workflow's state word (contract/) are data.
    const data = new Set(['UTIPSA10023', approved.refNo, 'Approved']);
    expect(notPseudo(status, (text) => data.has(text) || isData(text))).toEqual([]);
    const physical = screen.getByTestId('coupons-physical');
    // The coupon type's name comes from contract/ (another namespace's ids), inside our sentence.
    expect(notPseudo(physical, isData)).toEqual([]);
  });
});
