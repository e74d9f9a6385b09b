/* Test data: the card and loan products' payouts as the server answers them. */

/** The apply page's payouts: one set with a note, one not set, one set without a note. */
export const CARD_PAYOUTS = [
  { vendor: 'NSDL', amount: 250, note: 'per card issued, paid monthly', updatedAt: '2026-11-01T00:00:00.000Z' },
  { vendor: 'Sarthak', amount: null, note: '', updatedAt: null },
  { vendor: 'LOAN', amount: 100, note: '', updatedAt: null },
];
