import { PAN_RE } from '../india';

/*
 * The GSTIN: 2-digit state code, the holder's PAN, an entity number for that PAN in the state, 'Z',
 * and a mod-36 check character. Checked here so the form, the server and the invoice import agree.
 */

/** GST state codes (GSTN's list), 01–38. 25 (Daman and Diu) and 28 (undivided Andhra Pradesh) still appear on old GSTINs. */
export const GST_STATE_CODES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '25', name: 'Daman and Diu (before 2020)' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '28', name: 'Andhra Pradesh (before 2014)' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
] as const;

const STATE_CODES: ReadonlySet<string> = new Set(GST_STATE_CODES.map((s) => s.code));
export const isGstStateCode = (code: string) => STATE_CODES.has(code);

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The 15th character for the first 14: each character's value (0–9, A–Z = 10–35) times 1 at odd and 2
 * at even positions, summing quotient and remainder of each product by 36; the check is
 * (36 − sum mod 36) mod 36. Null when `first14` is not 14 letters and digits.
 */
export function gstinCheckChar(first14: string): string | null {
  const v = first14.toUpperCase();
  if (!/^[0-9A-Z]{14}$/.test(v)) return null;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const p = CHARS.indexOf(v[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(p / 36) + (p % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36];
}

/** What is wrong with a GSTIN, naming the part, or null when it is valid. Case and outer spaces are forgiven. */
export function gstinProblem(value: string): string | null {
  const v = value.trim().toUpperCase();
  if (!v) return 'GSTIN is required';
  if (!/^[0-9A-Z]*$/.test(v)) return 'A GSTIN has letters and digits only';
  if (v.length !== 15) return `A GSTIN is 15 characters (this one has ${v.length})`;
  const state = v.slice(0, 2);
  if (!isGstStateCode(state)) return `The first two digits are the state code, 01 to 38 (this one has ${state})`;
  const pan = v.slice(2, 12);
  if (!PAN_RE.test(pan))
    return `Characters 3 to 12 are the PAN of the business: 5 letters, 4 digits and a letter (this one has ${pan})`;
  if (!/^[1-9A-Z]$/.test(v[12]))
    return 'The 13th character is the entity number for this PAN in the state: 1–9 or A–Z, not 0';
  if (v[13] !== 'Z') return `The 14th character is always Z (this one has ${v[13]})`;
  if (gstinCheckChar(v.slice(0, 14)) !== v[14])
    return 'The last character (check character) does not match: look for a mistyped character';
  return null;
}

export const isValidGstin = (value: string) => gstinProblem(value) === null;

/** The PAN inside a GSTIN. */
export const gstinPan = (gstin: string) => gstin.trim().toUpperCase().slice(2, 12);
