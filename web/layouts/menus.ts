import type { Icon } from '@tabler/icons-react';
import {
  IconBuildingBank,
  IconCreditCard,
  IconDatabase,
  IconDownload,
  IconLayoutDashboard,
  IconSettings,
  IconTruckDelivery,
  IconUserCircle,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import { SERVICE_SCREENS, screenMenu, type Area } from '../services';
import type { MenuCount } from './MenuCountBadge';
import { PORTAL_PAGES } from '../../contract/portal-pages';
import type { MessageId } from '../../contract/i18n';
import { textId } from '../../contract/i18n/texts';

/**
 * One sidebar entry. The complete menus of docs/product.md live here; `available` turns on when the entry's screen
 * exists, so no menu leads to a dead page (docs/decisions/0007).
 */
export type MenuItem = {
  /** The entry's words, a catalogue id: the sidebar's own (site.menu.*) or a service's, drawn from its manifest. */
  label: MessageId;
  to?: string;
  icon?: Icon;
  available?: boolean;
  /** Roles that see the entry (default: everyone in the area). */
  roles?: readonly string[];
  /** Merchant kinds that see the entry (default: all kinds). */
  kinds?: readonly string[];
  /** The service tick a merchant's staff account needs to see the entry (its owner gives it). */
  staffService?: string;
  /** Other paths (and what lies below them) that belong to the entry: the pages a list opens. */
  also?: readonly string[];
  /** A count shown beside the entry (work waiting behind it). */
  count?: MenuCount;
  children?: MenuItem[];
};

/** The entries the services declare (services/), where docs/product.md puts them: Actions and Pan & Services. */
const serviceEntries = (area: Area): MenuItem[] =>
  screenMenu(SERVICE_SCREENS, area).map((e) => ({ ...e, label: textId(e.label), available: true }));

/** docs/product.md#back-office sidebar. Masters and settings are admin-only (docs/product.md#who-may-do-what). */
export const BACKEND_MENU: MenuItem[] = [
  { label: 'site.menu.dashboard', to: '/backend', icon: IconLayoutDashboard, available: true },
  { label: 'site.menu.downloadSoftware', to: '/backend/download-software', icon: IconDownload, available: true },
  {
    label: 'site.menu.myAccount',
    icon: IconUserCircle,
    children: [
      { label: 'site.menu.myProfile', to: '/backend/my-profile', available: true },
      { label: 'site.menu.setting', to: '/backend/my-profile/setting', available: true },
    ],
  },
  {
    label: 'site.menu.dataSetup',
    icon: IconDatabase,
    roles: ['admin'],
    children: [
      { label: 'site.menu.bank', to: '/backend/masters/bank', available: true },
      { label: 'site.menu.idList', to: '/backend/masters/id-list', available: true },
      { label: 'site.menu.package', to: '/backend/masters/package', available: true },
      { label: 'site.menu.priceCaps', to: '/backend/masters/price-caps', available: true },
      { label: 'site.menu.taxSetup', to: '/backend/masters/tax-setup', available: true },
      { label: 'site.menu.marginCaps', to: '/backend/masters/margin-caps', available: true },
      { label: 'site.menu.apiCredentials', to: '/backend/masters/api-credentials', available: true },
    ],
  },
  {
    label: 'site.menu.actions',
    icon: IconBuildingBank,
    children: [
      { label: 'site.menu.payments', to: PORTAL_PAGES.backend.payments, available: true },
      ...serviceEntries('backend'),
    ],
  },
  {
    label: 'site.menu.courierReports',
    icon: IconTruckDelivery,
    children: [
      { label: 'site.menu.courier', to: '/backend/misc/courier/list', available: true },
      { label: 'site.menu.reports', to: '/backend/misc/reports', available: true },
      { label: 'site.menu.fundTransfers', to: '/backend/misc/reports/fund-transfers', available: true },
      { label: 'site.menu.taxInvoices', to: '/backend/misc/reports/invoices', available: true },
      { label: 'site.menu.gstr1', to: '/backend/misc/reports/gstr1', available: true },
      { label: 'site.menu.marginReport', to: '/backend/misc/reports/margins', available: true },
      { label: 'site.menu.tdsPayable', to: '/backend/misc/reports/tds', available: true },
    ],
  },
  {
    label: 'site.menu.userManagement',
    icon: IconUsers,
    children: [
      { label: 'site.menu.allUsers', to: '/backend/user-management/all-users', available: true },
      { label: 'site.menu.staffList', to: '/backend/user-management/staff-list', roles: ['admin'], available: true },
      { label: 'site.menu.registration', to: PORTAL_PAGES.backend.registrations, available: true },
      // Not in the product's sidebar, but its screen is (user-management/kyc) and the README sends operators here.
      {
        label: 'site.menu.kyc',
        to: PORTAL_PAGES.backend.kyc,
        also: ['/backend/user-management/merchant-kyc', '/backend/user-management/staff-kyc'],
        count: 'kycWaiting',
        available: true,
      },
      { label: 'site.menu.merchantList', to: '/backend/user-management/merchant-list', available: true },
    ],
  },
  {
    label: 'site.menu.setting',
    icon: IconSettings,
    roles: ['admin'],
    children: [
      { label: 'site.menu.siteConfiguration', to: '/backend/settings/site-configuration', available: true },
      { label: 'site.menu.smtpSetup', to: '/backend/settings/smtp-setup', available: true },
      { label: 'site.menu.carousel', to: '/backend/settings/carousel', available: true },
      { label: 'site.menu.newsUpdates', to: '/backend/settings/news-n-updates', available: true },
      { label: 'site.menu.backup', to: '/backend/settings/backup', available: true },
      { label: 'site.menu.messages', to: '/backend/settings/messages', available: true },
      { label: 'site.menu.fundTransferLimits', to: '/backend/settings/fund-transfers', available: true },
      { label: 'site.menu.tdsSettings', to: '/backend/settings/tds', available: true },
      { label: 'site.menu.dataRetention', to: '/backend/privacy/retention', available: true },
      { label: 'site.menu.accessLog', to: '/backend/privacy/access-log', available: true },
      { label: 'site.menu.erasureRequests', to: '/backend/privacy/erasure', available: true },
    ],
  },
];

/**
 * The merchant side menu (docs/product.md#merchant-portal). Merchant staff act for the owner and manage neither
 * users nor top-ups (docs/product.md#who-may-do-what).
 */
export const MERCHANT_MENU: MenuItem[] = [
  { label: 'site.menu.dashboard', to: '/merchant', icon: IconLayoutDashboard, available: true },
  { label: 'site.menu.downloadSoftware', to: '/merchant/download-software', icon: IconDownload, available: true },
  {
    label: 'site.menu.account',
    icon: IconUserCircle,
    children: [
      { label: 'site.menu.myProfile', to: '/merchant/account/my-profile', available: true },
      { label: 'site.menu.mySetting', to: '/merchant/account/my-setting', available: true },
      // Not in the product's menu; the KYC screens (docs/product.md#public-site) need a way in besides the dashboard banner.
      { label: 'site.menu.myKyc', to: '/kyc/merchant', kinds: ['owner', 'franchise'], available: true },
      { label: 'site.menu.myKyc', to: '/kyc/staff', kinds: ['staff'], available: true },
    ],
  },
  {
    label: 'site.menu.paymentRequest',
    icon: IconWallet,
    kinds: ['owner', 'franchise'],
    children: [
      { label: 'site.menu.addPayment', to: PORTAL_PAGES.merchant.payment, available: true },
      { label: 'site.menu.paymentList', to: PORTAL_PAGES.merchant.paymentList, available: true },
      // Not in the product's menu; docs/product.md#merchant-portal lists paymentgateway/pg-gateway, which needs a way in.
      { label: 'site.menu.upiTopUp', to: '/merchant/paymentgateway/pg-gateway', available: true },
    ],
  },
  {
    label: 'site.menu.panServices',
    icon: IconCreditCard,
    children: [...serviceEntries('merchant')],
  },
  {
    label: 'site.menu.courierReports',
    icon: IconTruckDelivery,
    children: [
      // Couriers carry NSDL PAN forms: the server asks a staff account for that tick.
      { label: 'site.menu.courier', to: '/merchant/misc/courier/list', available: true, staffService: 'nsdl_pan' },
      { label: 'site.menu.reports', to: '/merchant/misc/reports', available: true },
      { label: 'site.menu.myPrices', to: '/merchant/misc/my-prices', available: true },
      { label: 'site.menu.receipts', to: '/merchant/misc/receipts', available: true },
      {
        label: 'site.menu.collections',
        to: '/merchant/misc/collections',
        kinds: ['owner', 'franchise'],
        available: true,
      },
      {
        label: 'site.menu.taxInvoices',
        to: '/merchant/accounting/invoices',
        kinds: ['owner', 'franchise'],
        available: true,
      },
      { label: 'site.menu.earnings', to: '/merchant/misc/earnings', kinds: ['owner'], available: true },
      { label: 'site.menu.tdsStatement', to: '/merchant/misc/tds', kinds: ['owner'], available: true },
    ],
  },
  {
    label: 'site.menu.userManagement',
    icon: IconUsers,
    kinds: ['owner'],
    children: [
      { label: 'site.menu.addStaff', to: '/merchant/user-management/staff/new', available: true },
      {
        label: 'site.menu.staffList',
        to: '/merchant/user-management/staff-list',
        also: ['/merchant/user-management/staff'],
        available: true,
      },
      { label: 'site.menu.addMember', to: '/merchant/user-management/add-frenchies', available: true },
      {
        label: 'site.menu.memberList',
        to: '/merchant/user-management/frenchies-list',
        also: ['/merchant/user-management/view-frenchies'],
        available: true,
      },
      { label: 'site.menu.memberPrices', to: '/merchant/user-management/member-prices', available: true },
      { label: 'site.menu.fundTransfers', to: '/merchant/user-management/fund-transfers', available: true },
    ],
  },
];

function allows(list: readonly string[] | undefined, value: string | undefined): boolean {
  if (!list) return true;
  return !!value && list.some((v) => v.toLowerCase() === value.toLowerCase());
}

/** The entries this user may see whose screens exist; a group with nothing left disappears. */
export function visibleMenu(
  items: MenuItem[],
  who: { role: string; kind?: string; services?: readonly string[] | null },
): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of items) {
    if (!allows(item.roles, who.role)) continue;
    // Like the server's guard: an entry limited to kinds is hidden from a token that names none.
    if (!allows(item.kinds, who.kind)) continue;
    // A staff account's services (null: every account that is not merchant staff works on all its own).
    if (item.staffService && who.services && !who.services.includes(item.staffService)) continue;
    if (item.children) {
      const children = visibleMenu(item.children, who);
      if (children.length) out.push({ ...item, children });
    } else if (item.available) {
      out.push(item);
    }
  }
  return out;
}
