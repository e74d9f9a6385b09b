import type { Icon } from '@tabler/icons-react';
import {
  IconBuildingBank,
  IconCar,
  IconCertificate,
  IconDeviceMobile,
  IconFingerprint,
  IconHeartbeat,
  IconId,
  IconPigMoney,
  IconReceipt,
  IconReceiptTax,
  IconShieldCheck,
  IconTrendingUp,
  IconUmbrella,
} from '@tabler/icons-react';

export type Service = { key: string; title: string; description: string; icon: Icon };

/** docs/product.md#public-site: the thirteen advertised services, PAN first because it is what the portal is built around. */
export const SERVICES: Service[] = [
  {
    key: 'pancard',
    title: 'PAN Card',
    description:
      'Apply for a new PAN or correct an existing one, as a physical card or e-PAN, through the NSDL (Protean) ' +
      'and UTIITSL channels. The agent fills the form with you and uploads your documents.',
    icon: IconId,
  },
  {
    key: 'recharges',
    title: 'Recharges',
    description:
      'Prepaid mobile, DTH and data-card recharges done at the agent’s counter, with a receipt for every payment.',
    icon: IconDeviceMobile,
  },
  {
    key: 'aeps',
    title: 'AePS',
    description:
      'Aadhaar Enabled Payment System: cash withdrawal, balance enquiry and mini statement ' +
      'from an Aadhaar-linked bank account, confirmed with your fingerprint.',
    icon: IconFingerprint,
  },
  {
    key: 'bbps',
    title: 'BBPS',
    description:
      'Bharat Bill Payment System: pay electricity, water, gas, broadband and other bills, and take home the BBPS receipt.',
    icon: IconReceipt,
  },
  {
    key: 'micro-atm',
    title: 'Micro ATM',
    description: 'Withdraw cash and check your balance with your debit card on a handheld micro ATM at the shop.',
    icon: IconBuildingBank,
  },
  {
    key: 'digital-signature',
    title: 'Digital Signature',
    description:
      'Class 3 Digital Signature Certificates for individuals and organisations, used for income tax, GST, MCA filings and e-tenders.',
    icon: IconCertificate,
  },
  {
    key: 'car-insurance',
    title: 'Car Insurance',
    description:
      'Buy or renew motor insurance for your car: third-party cover required by law, or comprehensive cover for your own vehicle too.',
    icon: IconCar,
  },
  {
    key: 'general-insurance',
    title: 'General Insurance',
    description:
      'Two-wheeler, home, shop and travel insurance from general insurers, with the policy terms explained before you pay.',
    icon: IconUmbrella,
  },
  {
    key: 'health-insurance',
    title: 'Health Insurance',
    description: 'Individual and family floater health plans, and timely renewals so your cover does not lapse.',
    icon: IconHeartbeat,
  },
  {
    key: 'life-insurance',
    title: 'Life Insurance',
    description: 'Term and savings plans from life insurers, to protect your family’s future.',
    icon: IconShieldCheck,
  },
  {
    key: 'mutual-fund',
    title: 'Mutual Fund',
    description:
      'Start a SIP or a lump-sum investment in mutual fund schemes. ' +
      'Mutual funds are subject to market risks; read the scheme documents carefully.',
    icon: IconTrendingUp,
  },
  {
    key: 'nps',
    title: 'National Pension System',
    description:
      'Open an NPS account and contribute regularly towards a pension, with the tax benefits the scheme allows.',
    icon: IconPigMoney,
  },
  {
    key: 'tds',
    title: 'TDS',
    description:
      'TDS return filing and Form 16 / 16A for small businesses and employers, prepared from your deduction records.',
    icon: IconReceiptTax,
  },
];
