import { z } from 'zod';
import { MOBILE_RE } from './india';
import { formatRupeeAmount } from './money';

/** The merchant's payment gateway calls (docs/product.md#calls; the address keeps the documented spelling). */
export const PAYMENT_GATEWAY_API = '/api/merchant/pggatway';

/**
 * docs/product.md#records-and-fields payment gateway create payload. amount in rupees; its range is the server's setting
 * (UPI_MIN_AMOUNT, UPI_MAX_AMOUNT), told by the availability answer and checked by the server.
 */
export const CreatePayment = z.object({
  amount: z.coerce
    .number({ message: 'Enter the amount' })
    .positive('Enter an amount above zero')
    .multipleOf(0.01, 'At most two decimals'),
  p_info: z.string().trim().min(1, 'Required').max(100),
  customer_name: z.string().trim().min(1, 'Required').max(100),
  customer_email: z.email('Enter a valid email address').max(120),
  customer_mobile: z.string().trim().regex(MOBILE_RE, 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9'),
});
export type CreatePayment = z.input<typeof CreatePayment>;

/** The amount error, naming the range: "Enter an amount from ₹1.00/- to ₹1,00,000.00/-". */
export const amountRangeText = (min: number, max: number) =>
  `Enter an amount from ${formatRupeeAmount(min)} to ${formatRupeeAmount(max)}`;

/**
 * `sandbox`: the order is on the built-in sandbox gateway (UPI_SANDBOX, decision 0043): a test payment,
 * no real money. Every screen showing such a payment says so.
 */
export const CreatePaymentAnswer = z.object({
  status: z.boolean(),
  msg: z.string(),
  data: z.object({ payment_url: z.string(), client_txn_id: z.string(), txn_date: z.string(), sandbox: z.boolean() }),
});

/** Whether a UPI top-up can be started now, on which gateway, and for how much (rupees). */
export const GatewayAvailability = z.object({
  available: z.boolean(),
  sandbox: z.boolean(),
  minAmount: z.number(),
  maxAmount: z.number(),
});
export type GatewayAvailability = z.infer<typeof GatewayAvailability>;

/** docs/product.md#records-and-fields payment status check: txn_date as DD-MM-YYYY. */
export const CheckStatus = z.object({
  client_txn_id: z.string().trim().min(6).max(60),
  txn_date: z.string().regex(/^\d{2}-\d{2}-\d{4}$/, 'txn_date is DD-MM-YYYY'),
});
export type CheckStatus = z.infer<typeof CheckStatus>;

export const GATEWAY_STATUSES = ['created', 'scanning', 'success', 'failure'] as const;
export const CheckStatusAnswer = z.object({
  status: z.boolean(),
  msg: z.string(),
  data: z.object({
    status: z.enum(GATEWAY_STATUSES),
    amount: z.number(),
    client_txn_id: z.string(),
    credited: z.boolean(),
    sandbox: z.boolean(),
  }),
});
