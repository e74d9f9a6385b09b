/**
 * Card and loan referrals (docs/product.md#merchant-portal product/Banking, docs/product.md#cards-and-loans): the
 * merchant sends a customer to a partner's application page and the request is kept for both lists. Vendor values are
 * the ones docs/product.md#records-and-fields gives (NSDL, Sarthak); the instant-loan vendor is ours.
 */
export const CARD_VENDORS = ['NSDL', 'Sarthak', 'LOAN'] as const;
export type CardVendor = (typeof CARD_VENDORS)[number];

/** docs/product.md#records-and-fields: "NSDL shown as Bajaj EMI Card, Sarthak shown as Credit Card". */
export const CARD_VENDOR_LABELS: Record<CardVendor, string> = {
  NSDL: 'Bajaj EMI Card',
  Sarthak: 'Credit Card',
  LOAN: 'Instant Loan',
};
export const CARD_VENDOR_OPTIONS = CARD_VENDORS.map((value) => ({ value, label: CARD_VENDOR_LABELS[value] }));

/** docs/product.md#cards-and-loans's info texts, to the letter. */
export const BAJAJ_EMI_CARD_INFO = [
  'Joining fee 530 rupees including taxes',
  'Pre-qualified offer up to 3 lakh rupees',
  'One million plus products',
  '1.5 lakh plus partner stores',
  '4,000 plus locations',
  'Age 21 to 65, resident of India, regular income',
] as const;
export const CREDIT_CARD_INFO = ['Up to 5 percent cashback', '15 plus banks', 'Minimum age 21'] as const;
/** docs/product.md#cards-and-loans gives no figures for loans: only what the merchant does. */
export const INSTANT_LOAN_INFO = [
  "The customer completes the loan application on the partner's page that opens",
] as const;

export type CardProduct = {
  vendor: CardVendor;
  /** Its screen under product/Banking. */
  page: 'emi-card' | 'credit-card' | 'instant-loan';
  title: string;
  info: readonly string[];
};

/** The three screens in the order docs/product.md#cards-and-loans lists them. */
export const CARD_PRODUCTS: readonly CardProduct[] = [
  { vendor: 'NSDL', page: 'emi-card', title: CARD_VENDOR_LABELS.NSDL, info: BAJAJ_EMI_CARD_INFO },
  { vendor: 'Sarthak', page: 'credit-card', title: CARD_VENDOR_LABELS.Sarthak, info: CREDIT_CARD_INFO },
  { vendor: 'LOAN', page: 'instant-loan', title: CARD_VENDOR_LABELS.LOAN, info: INSTANT_LOAN_INFO },
];

export const cardProduct = (vendor: CardVendor): CardProduct => CARD_PRODUCTS.find((p) => p.vendor === vendor)!;

/** The same mobile number may apply to the same vendor once in this many days. */
export const CARD_REPEAT_DAYS = 30;
