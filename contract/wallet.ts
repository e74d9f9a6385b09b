import { z } from 'zod';

export const WalletAdjustment = z.object({
  direction: z.enum(['Cr', 'Dr'], { message: 'Choose credit or debit' }),
  amount: z
    .number({ message: 'Enter the amount' })
    .positive('Must be more than zero')
    .max(10_000_000, 'At most ₹1,00,00,000')
    .multipleOf(0.01, 'At most two decimals'),
  remark: z.string().trim().min(3, 'Say why (at least 3 characters)').max(300),
  /** A client-made key (a UUID); sending the same adjustment twice applies it once. */
  idempotencyKey: z.string().min(8).max(100),
});

export const LedgerEntryView = z.object({
  id: z.number(),
  direction: z.enum(['Dr', 'Cr']),
  amount: z.number(),
  balanceAfter: z.number(),
  refType: z.string(),
  refId: z.string().nullable(),
  narration: z.string(),
  createdAt: z.string(),
});
export type LedgerEntryView = z.infer<typeof LedgerEntryView>;
