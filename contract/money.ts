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

/** SPEC §9: Indian grouping, two decimals, '/-' suffix: 1,23,456.70/- */
export function formatRupees(paise: number): string {
  return `${grouping.format(paise / 100)}/-`;
}

/** ₹ with two decimals, for sentences ("₹1,234.50"). */
export function rupeeText(paise: number): string {
  return `₹${grouping.format(paise / 100)}`;
}

