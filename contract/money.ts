/** Money is integer paise everywhere inside; rupees only at the edges (forms, JSON amounts, screens). */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new Error('Not an amount');
  // Round half away from zero on the paise digit: 0.005 rupees becomes 1 paisa.
  return Math.sign(rupees) * Math.round(Math.abs(rupees) * 100 + Number.EPSILON * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/**
 * Indian grouping of whole rupees (12,34,56,789): the last three digits, then pairs. Written out rather than an
 * Intl.NumberFormat made when the module loads, which cost a budget phone ≈ 35 ms before its first screen (issue 29);
 * a test holds it to Intl's en-IN over many amounts.
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs: string[] = [];
  for (let end = head.length; end > 0; end -= 2) pairs.unshift(head.slice(Math.max(0, end - 2), end));
  return `${pairs.join(',')},${digits.slice(-3)}`;
}

/**
 * A count or plain number as en-IN shows it (12,34,567; up to three decimals, rounded half away from zero), written
 * out for the same reason as the rupees below: the first Intl.NumberFormat a page makes loads the browser's number
 * data, ≈ 30–55 ms in one piece on this machine, inside a signed-in page's first draw (issue 29). A test holds it to
 * Intl's en-IN.
 */
export function formatIndianNumber(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '-∞';
  const abs = Math.abs(value);
  if (Number.isInteger(value)) return `${value < 0 ? '-' : ''}${groupIndian(String(abs))}`;
  const thousandths = Math.round(abs * 1000);
  const sign = value < 0 && thousandths > 0 ? '-' : '';
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${sign}${groupIndian(String(Math.floor(thousandths / 1000)))}${fraction ? `.${fraction}` : ''}`;
}

/**
 * docs/product.md#formats-and-constants, the one way a sum of money is shown (lists, panels, sentences, the header balance, PDFs):
 * the rupee sign, Indian grouping, two decimals and the '/-' suffix: ₹1,23,456.70/-. Labels name the
 * unit their own way ("Amount (₹)"); files for spreadsheets keep plain numbers.
 */
export function formatRupees(paise: number): string {
  // A fraction of a paisa rounds half away from zero, as Intl did.
  const whole = Math.round(Math.abs(paise));
  const sign = paise < 0 && whole > 0 ? '-' : '';
  const rupees = Math.floor(whole / 100);
  const rest = String(whole % 100).padStart(2, '0');
  return `${sign}₹${groupIndian(String(rupees))}.${rest}/-`;
}

/** The same, from an amount in rupees as the API sends it. */
export function formatRupeeAmount(rupees: number): string {
  return formatRupees(rupeesToPaise(rupees));
}

/**
 * An amount in rupees as a price box holds it (web/components/money/RupeeInput.tsx): plain digits, no sign or grouping
 * (the box adds them), and paise to two places once it has any, so 12.5 reads "12.50" and not twelve rupees five paise.
 */
export function rupeeInputText(rupees: number): string {
  if (Number.isInteger(rupees)) return String(rupees);
  const paise = rupeesToPaise(rupees);
  const whole = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
