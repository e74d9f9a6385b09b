import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { apiRelative } from './table';

/** Where the payment start screen leaves the gateway transaction (docs/product.md#payment-gateway), read back on return. */
export const TXN_ID_KEY = 'client_txn_id';
export const TXN_DATE_KEY = 'txn_date';

/** The public page's check (docs/product.md#public-site /payment-status); the merchant screen uses its own, scoped to its orders. */
export const PUBLIC_CHECK_STATUS = '/pggatway/check-status';
export const MERCHANT_CHECK_STATUS = apiRelative('/api/merchant/pggatway/check-status');

/**
 * docs/product.md#session-and-screen-states's four outcomes, plus 'pending' while the gateway has not decided yet (its order is still
 * 'created' or 'scanning'): the page waits and offers a re-check rather than calling that a failure.
 */
export type PaymentOutcome = 'success' | 'failed' | 'error' | 'missing_txn_id' | 'pending';

/** sandbox: a test payment on the built-in sandbox gateway (no real money); the screens say so. */
export type PaymentCheck = { outcome: PaymentOutcome; amount?: number; clientTxnId?: string; sandbox?: boolean };

/** DD-MM-YYYY, the gateway's date format. */
export function gatewayDate(d: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`;
}

const DMY = /^\d{2}-\d{2}-\d{4}$/;

/**
 * The transaction to check: the gateway's return URL carries it (?client_txn_id=…&txn_date=…); the
 * start screen also stored it in session storage, which covers a return URL that lost its query.
 */
export function paymentRef(search: string | URLSearchParams): { clientTxnId: string | null; txnDate: string | null } {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const fromQuery = params.get('client_txn_id')?.trim() || null;
  const queryDate = params.get('txn_date')?.trim() || null;
  const clientTxnId = fromQuery ?? sessionStorage.getItem(TXN_ID_KEY);
  // A stored date belongs to the stored transaction only.
  const txnDate =
    (queryDate && DMY.test(queryDate) ? queryDate : null) ??
    (fromQuery && fromQuery !== sessionStorage.getItem(TXN_ID_KEY) ? null : sessionStorage.getItem(TXN_DATE_KEY));
  return { clientTxnId, txnDate };
}

type StatusAnswer = {
  status?: unknown;
  data?: { status?: unknown; amount?: unknown; client_txn_id?: unknown; sandbox?: unknown };
};

export async function checkPaymentStatus(
  endpoint: string,
  clientTxnId: string | null,
  txnDate: string | null,
): Promise<PaymentCheck> {
  if (!clientTxnId) return { outcome: 'missing_txn_id' };
  // The gateway looks the order up by the day it was created; the start screen stores it, else it was today.
  const date = txnDate || gatewayDate();
  try {
    const answer = await api.post<StatusAnswer>(endpoint, { client_txn_id: clientTxnId, txn_date: date });
    const ok = answer?.status === true || answer?.status === 'success';
    const s = answer?.data?.status;
    const amount = typeof answer?.data?.amount === 'number' ? answer.data.amount : undefined;
    const sandbox = answer?.data?.sandbox === true;
    if (ok && s === 'success') return { outcome: 'success', amount, clientTxnId, sandbox };
    if (ok && (s === 'created' || s === 'scanning')) return { outcome: 'pending', amount, clientTxnId, sandbox };
    return { outcome: 'failed', amount, clientTxnId, sandbox };
  } catch {
    return { outcome: 'error', clientTxnId };
  }
}

/** How often, and how many times, a payment the gateway has not decided yet is asked about again. */
export const PENDING_RECHECK_MS = 5000;
export const PENDING_RECHECKS = 24;

export function usePaymentStatus(endpoint: string, clientTxnId: string | null, txnDate: string | null) {
  return useQuery({
    queryKey: ['payment', 'status', endpoint, clientTxnId, txnDate],
    queryFn: () => checkPaymentStatus(endpoint, clientTxnId, txnDate),
    retry: false,
    gcTime: 0,
    refetchInterval: (q) =>
      q.state.data?.outcome === 'pending' && q.state.dataUpdateCount <= PENDING_RECHECKS ? PENDING_RECHECK_MS : false,
  });
}
