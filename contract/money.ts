/** Money is integer paise everywhere inside; rupees only at the edges (forms, JSON amounts, screens). */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new Error('Not an amount');
  // Round half away from zero on the paise digit: 0.005 rupees becomes 1 paisa.
  return Math.sign(rupees) * Math.round(Math.abs(rupees) * 100 + Number.EPSILON * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

const grouping = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * docs/product.md#formats-and-constants, the one way a sum of money is shown (lists, panels, sentences, the header balance, PDFs):
 * the rupee sign, Indian grouping, two decimals and the '/-' suffix: ₹1,23,456.70/-. Labels name the
 * unit their own way ("Amount (₹)"); files for spreadsheets keep plain numbers.
 */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  return `${sign}₹${grouping.format(Math.abs(paise) / 100)}/-`;
}

/** The same, from an amount in rupees as the API sends it. */
export function formatRupeeAmount(rupees: number): string {
  return formatRupees(rupeesToPaise(rupees));
}
