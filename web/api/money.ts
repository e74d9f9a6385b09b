import { englishText } from '../i18n/common';
import { said } from '../i18n/said';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreatePayment } from '../../contract/gateway';
import type { PaymentRequestView } from '../../contract/payments';
import type {
  BackendDashboard,
  DailyCollection,
  LedgerSummary,
  MerchantDashboard,
  ServiceSummary,
} from '../../contract/reports';
import { api, ApiError } from './client';
import { saveBlob } from './download';
import { TXN_DATE_KEY, TXN_ID_KEY } from './payment';
import { apiRelative, tableQueryKey } from './table';
import { userManagementKeys } from './user-management';

/* The money calls (wallet, payment requests, UPI gateway, reports, dashboards), relative to /api. */

// Written with their /api (apiRelative takes it off for the client), so no call reads as a page's address.
const M = apiRelative('/api/merchant');
const B = apiRelative('/api/backend');

export const MONEY_PATHS = {
  closing: `${M}/accounting/closing`,
  banks: `${M}/accounting/banks`,
  merchantPayment: `${M}/accounting/payment`,
  merchantPaymentList: `${M}/accounting/payment/list`,
  backendPayments: `${B}/actions/payments`,
  backendPaymentList: `${B}/actions/payments/list`,
  pgCreate: `${M}/pggatway/create`,
  merchantCheckStatus: `${M}/pggatway/check-status`,
  publicCheckStatus: '/pggatway/check-status',
  ledgerList: `${M}/reports/ledger/list`,
  ledgerSummary: `${M}/reports/ledger/summary`,
  serviceSummary: `${M}/reports/services`,
  dailyCollection: `${B}/reports/daily-collection`,
  backendDashboard: `${B}/dashboard/`,
  merchantDashboard: `${M}/dashboard`,
  adjust: (userId: number) => `${B}/wallets/${userId}/adjust`,
} as const;

export const moneyKeys = {
  all: ['money'] as const,
  balance: ['money', 'balance'] as const,
  merchantDashboard: ['money', 'dashboard', 'merchant'] as const,
  backendDashboard: ['money', 'dashboard', 'backend'] as const,
  banks: ['money', 'banks'] as const,
  paymentRequest: (id: number) => ['money', 'payment-request', id] as const,
  slip: (id: number) => ['money', 'payment-request', id, 'slip'] as const,
  ledgerSummary: (from: string, to: string) => ['money', 'ledger-summary', from, to] as const,
  serviceSummary: (from: string, to: string) => ['money', 'service-summary', from, to] as const,
  dailyCollection: (from: string, to: string) => ['money', 'daily-collection', from, to] as const,
};

/**
 * Everything that shows money: the header balance, the dashboards, the ledger and the payment lists.
 * Called after anything that moves money so no screen keeps an old figure.
 */
export function invalidateMoney(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
    queryClient.invalidateQueries({ queryKey: tableQueryKey(MONEY_PATHS.ledgerList) }),
    queryClient.invalidateQueries({ queryKey: tableQueryKey(MONEY_PATHS.merchantPaymentList) }),
    queryClient.invalidateQueries({ queryKey: tableQueryKey(MONEY_PATHS.backendPaymentList) }),
  ]).then(() => undefined);
}

// ---- wallet -----------------------------------------------------------------------------------------

/** docs/product.md#session-and-screen-states balance load states. */
export type BalanceLoad = 'idle' | 'loading' | 'error';

export const balanceQuery = queryOptions({
  queryKey: moneyKeys.balance,
  queryFn: async () => {
    const value = await api.get<unknown>(MONEY_PATHS.closing);
    const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
    if (!Number.isFinite(n)) throw new ApiError(200, undefined, 'The balance could not be read.');
    return n;
  },
  retry: false,
  staleTime: 30_000,
});

/**
 * The merchant's available balance in rupees (the closing call of docs/product.md#calls); 0 while it cannot be read
 * (docs/product.md#session-and-screen-states).
 */
export function useBalance(enabled = true) {
  const query = useQuery({ ...balanceQuery, enabled });
  const state: BalanceLoad = query.isFetching ? 'loading' : query.isError ? 'error' : 'idle';
  const balance = query.isError ? 0 : (query.data ?? 0);
  return {
    balance,
    state,
    hasValue: query.data !== undefined && !query.isError,
    reload: () => void query.refetch(),
    error: query.error,
  };
}

export type Adjustment = { direction: 'Cr' | 'Dr'; amount: number; remark: string; idempotencyKey: string };
export type AdjustmentAnswer = {
  entry: { id: number; direction: 'Cr' | 'Dr'; amount: number; balanceAfter: number };
  replayed: boolean;
};

export function useAdjustWallet(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Adjustment) => api.post<AdjustmentAnswer>(MONEY_PATHS.adjust(userId), input),
    // The merchant detail screen shows the balance too.
    onSuccess: () => {
      void invalidateMoney(queryClient);
      void queryClient.invalidateQueries({ queryKey: userManagementKeys.merchant(userId) });
    },
  });
}

/** A debit the wallet cannot cover answers 422 with these figures (rupees). */
export function shortfallOf(error: unknown): { shortfall: number; balance: number; needed: number } | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const b = error.body as { shortfall?: unknown; balance?: unknown; needed?: unknown } | undefined;
  if (typeof b?.shortfall !== 'number') return null;
  return { shortfall: b.shortfall, balance: Number(b.balance ?? 0), needed: Number(b.needed ?? 0) };
}

// ---- payment requests -------------------------------------------------------------------------------

export type BankOption = { id: number; label: string };

export function useDepositBanks(enabled = true) {
  return useQuery({ queryKey: moneyKeys.banks, queryFn: () => api.get<BankOption[]>(MONEY_PATHS.banks), enabled });
}

export type PaymentRequestFields = { bankId: string; amount: string; mode: string; utr: string; depositDate: string };

export function useCreatePaymentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, slip }: { fields: PaymentRequestFields; slip: File | null }) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      if (slip) form.append('slip', slip, slip.name);
      return api.upload<PaymentRequestView>(MONEY_PATHS.merchantPayment, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableQueryKey(MONEY_PATHS.merchantPaymentList) }),
  });
}

export function usePaymentRequest(id: number | null) {
  return useQuery({
    queryKey: moneyKeys.paymentRequest(id ?? 0),
    queryFn: () => api.get<PaymentRequestView>(`${MONEY_PATHS.backendPayments}/${id}`),
    enabled: id !== null,
  });
}

/** The slip as a blob (it needs the bearer token, so it cannot be a plain link). */
export function useSlip(id: number | null, area: 'backend' | 'merchant', enabled: boolean) {
  const base = area === 'backend' ? MONEY_PATHS.backendPayments : MONEY_PATHS.merchantPayment;
  return useQuery({
    queryKey: [...moneyKeys.slip(id ?? 0), area],
    queryFn: async () => (await api.download(`${base}/${id}/slip`)).blob,
    enabled: enabled && id !== null,
    staleTime: Infinity,
  });
}

export function useDecidePayment(id: number) {
  const queryClient = useQueryClient();
  // Not awaited: the refetch turns the request to its decided state, which unmounts the decision form,
  // and the caller's own onSuccess (close, notify) must run before that.
  const onSettled = () => {
    void invalidateMoney(queryClient);
  };
  const approve = useMutation({
    mutationFn: () => api.post<PaymentRequestView>(`${MONEY_PATHS.backendPayments}/${id}/approve`),
    onSettled,
  });
  const reject = useMutation({
    mutationFn: (remark: string) =>
      api.post<PaymentRequestView>(`${MONEY_PATHS.backendPayments}/${id}/reject`, { remark }),
    onSettled,
  });
  return { approve, reject };
}

// ---- UPI gateway ------------------------------------------------------------------------------------

/** docs/product.md#error-texts payment start texts. */
export const PAY_FAILED_TEXT = englishText('common.errors.payFailed');
export const PAY_ERROR_TEXT = englishText('common.errors.payError');

type CreateAnswer = {
  status?: unknown;
  msg?: string;
  data?: { payment_url?: string; client_txn_id?: string; txn_date?: string };
};

export type StartResult = 'redirected' | 'failed' | 'error';

/**
 * docs/product.md#payment-gateway and #calls: create the order, remember its id and date for the status page, and send the browser
 * to the gateway's payment page (which may be our own sandbox page or the real gateway).
 */
export async function startUpiPayment(
  input: CreatePayment,
  env: { assign: (url: string) => void; alert: (text: string) => void } = {
    assign: (u) => window.location.assign(u),
    alert: (t) => window.alert(t),
  },
): Promise<{ result: StartResult; error?: unknown }> {
  let answer: CreateAnswer | undefined;
  try {
    answer = await api.post<CreateAnswer>(MONEY_PATHS.pgCreate, input);
  } catch (error) {
    env.alert(said('common.errors.payError', PAY_ERROR_TEXT));
    return { result: 'error', error };
  }
  const url = answer?.data?.payment_url;
  if (!url) {
    env.alert(said('common.errors.payFailed', PAY_FAILED_TEXT));
    return { result: 'failed' };
  }
  if (answer?.data?.client_txn_id) sessionStorage.setItem(TXN_ID_KEY, answer.data.client_txn_id);
  if (answer?.data?.txn_date) sessionStorage.setItem(TXN_DATE_KEY, answer.data.txn_date);
  env.assign(url);
  return { result: 'redirected' };
}

// ---- reports ----------------------------------------------------------------------------------------

export type ServiceSummaryRows = z.infer<typeof ServiceSummary>;

const range = (from: string, to: string) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

export function useLedgerSummary(from: string, to: string) {
  return useQuery({
    queryKey: moneyKeys.ledgerSummary(from, to),
    queryFn: () => api.get<LedgerSummary>(`${MONEY_PATHS.ledgerSummary}?${range(from, to)}`),
  });
}

export function useServiceSummary(from: string, to: string) {
  return useQuery({
    queryKey: moneyKeys.serviceSummary(from, to),
    queryFn: () => api.get<ServiceSummaryRows>(`${MONEY_PATHS.serviceSummary}?${range(from, to)}`),
  });
}

export function useDailyCollection(from: string, to: string) {
  return useQuery({
    queryKey: moneyKeys.dailyCollection(from, to),
    queryFn: () => api.get<DailyCollection>(`${MONEY_PATHS.dailyCollection}?${range(from, to)}`),
  });
}

export async function downloadDailyCollection(from: string, to: string, format: 'csv' | 'xlsx' | 'pdf'): Promise<void> {
  const { blob, filename } = await api.download(
    `${MONEY_PATHS.dailyCollection}/export?${range(from, to)}&format=${format}`,
  );
  saveBlob(blob, filename.includes('.') ? filename : `daily-collection-${from}-to-${to}.${format}`);
}

// ---- dashboards -------------------------------------------------------------------------------------

export type BackendDashboardData = z.infer<typeof BackendDashboard>;
export type MerchantDashboardData = z.infer<typeof MerchantDashboard>;

export function useBackendDashboard() {
  return useQuery({
    queryKey: moneyKeys.backendDashboard,
    queryFn: () => api.get<BackendDashboardData>(MONEY_PATHS.backendDashboard),
  });
}

/** Fresh for a while, so the dashboard takes what web/api/merchant-home.ts asked for on arrival without asking again. */
export const merchantDashboardQuery = queryOptions({
  queryKey: moneyKeys.merchantDashboard,
  queryFn: () => api.get<MerchantDashboardData>(MONEY_PATHS.merchantDashboard),
  staleTime: 10_000,
});

export function useMerchantDashboard() {
  return useQuery(merchantDashboardQuery);
}
