import { z } from 'zod';

/**
 * Issue 28 §2: TDS (section 194H) on the margins owners earn from their members' charges. Endpoints:
 *
 *   backend    GET /settings, PUT /settings (admin: one financial year's switch, rate and threshold)
 *              GET /payable?fy&quarter (admin, staff: what was withheld, per owner and month, to deposit)
 *   merchant   GET /statement?fy&quarter (owner: its quarter's credits and the tax withheld, for Form 16A)
 */
export const TDS_API = {
  merchant: '/api/merchant/tds',
  backend: '/api/backend/tds',
} as const;

/** Today's law, offered when a year has no setting yet (off until the admin turns it on). */
export const TDS_DEFAULTS = { rate: 2, threshold: 20_000 } as const;

/** A financial year by its start: 2026 is April 2026 – March 2027. */
export const fyStartOf = (date: string): number => {
  const [y, m] = date.split('-').map(Number);
  return m >= 4 ? y : y - 1;
};
export const fyLabel = (fy: number): string => `${fy}-${String((fy + 1) % 100).padStart(2, '0')}`;

/** The days of a quarter of a financial year (Q1 April–June … Q4 January–March), both counted. */
export function quarterDays(fy: number, quarter: number): { from: string; to: string } {
  const startMonth = 4 + (quarter - 1) * 3;
  const y = startMonth > 12 ? fy + 1 : fy;
  const m = ((startMonth - 1) % 12) + 1;
  const endMonth = m + 2;
  const last = new Date(Date.UTC(y, endMonth, 0)).getUTCDate();
  const p = (n: number) => String(n).padStart(2, '0');
  return { from: `${y}-${p(m)}-01`, to: `${y}-${p(endMonth)}-${p(last)}` };
}

const Fy = z.coerce.number({ message: 'Choose a financial year' }).int().min(2020).max(2100);

export const TdsSettingForm = z.object({
  fy: Fy,
  enabled: z.boolean(),
  rate: z
    .number({ message: 'Enter a rate' })
    .min(0.01, 'Must be more than 0')
    .max(20, 'At most 20%')
    .multipleOf(0.01, 'At most two decimals'),
  threshold: z
    .number({ message: 'Enter an amount' })
    .min(0, 'Cannot be negative')
    .max(10_000_000, 'At most ₹1,00,00,000')
    .multipleOf(0.01, 'At most two decimals'),
});
export type TdsSettingForm = z.infer<typeof TdsSettingForm>;

export const TdsSettingRow = TdsSettingForm.extend({ label: z.string(), saved: z.boolean() });
export const TdsSettingList = z.object({ current: z.number(), rows: z.array(TdsSettingRow) });
export type TdsSettingList = z.infer<typeof TdsSettingList>;

export const TdsQuarter = z
  .object({ fy: Fy, quarter: z.coerce.number({ message: 'Choose a quarter' }).int().min(1).max(4) })
  .strict();
export type TdsQuarter = z.infer<typeof TdsQuarter>;

/** One margin credit in an owner's quarter: the margin (net of refunds) and the tax withheld from it, in rupees. */
export const TdsStatementRow = z.object({
  day: z.string(),
  memberName: z.string(),
  serviceCode: z.string(),
  margin: z.number(),
  rate: z.number().nullable(),
  tds: z.number(),
});
const Sums = z.object({ margin: z.number(), tds: z.number(), net: z.number() });
export const TdsStatement = z.object({
  fy: z.string(),
  quarter: z.number(),
  from: z.string(),
  to: z.string(),
  /** The payee's PAN from its approved KYC; null: none, so section 206AA's 20 % applied. */
  owner: z.object({ name: z.string(), code: z.string(), pan: z.string().nullable() }),
  rows: z.array(TdsStatementRow),
  total: Sums,
  /** The financial year so far (to the quarter's end): what the threshold is measured against. */
  yearToDate: Sums,
});
export type TdsStatement = z.infer<typeof TdsStatement>;

export const TdsPayable = z.object({
  fy: z.string(),
  quarter: z.number(),
  from: z.string(),
  to: z.string(),
  byOwner: z.array(
    z.object({
      ownerId: z.number(),
      ownerName: z.string(),
      ownerCode: z.string(),
      pan: z.string().nullable(),
      margin: z.number(),
      tds: z.number(),
    }),
  ),
  byMonth: z.array(z.object({ month: z.string(), tds: z.number() })),
  total: z.object({ margin: z.number(), tds: z.number() }),
});
export type TdsPayable = z.infer<typeof TdsPayable>;
