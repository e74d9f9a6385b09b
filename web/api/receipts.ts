import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RECEIPTS_API,
  type CollectionTotals,
  type PriceCapForm,
  type PriceCapList,
  type ReceiptLayout,
  type ReceiptList,
  type ShopPriceForm,
  type ShopPriceList,
} from '../../contract/receipts';
import { api } from './client';
import { apiRelative } from './table';

const base = apiRelative(RECEIPTS_API.merchant);
/** The receipt calls (contract/receipts.ts) as client paths, relative to /api. */
export const receiptPaths = {
  prices: `${base}/prices`,
  ofRequest: (refType: string, id: number) => `${base}/request/${refType}/${id}`,
  pdf: (id: number, layout: ReceiptLayout) => `${base}/${id}/pdf?layout=${layout}`,
  /** DataTable lists: the shop's receipts, its collections (with /export each). */
  table: `${base}/table`,
  collections: `${base}/collections`,
  totals: (from: string, to: string) => `${base}/collections/totals?from=${from}&to=${to}`,
};

/** The shop's takings over a range: in all, per service and per staff member. */
export function useCollectionTotals(from: string, to: string) {
  return useQuery({
    queryKey: ['receipts', 'collections', from, to],
    queryFn: () => api.get<CollectionTotals>(receiptPaths.totals(from, to)),
  });
}

export function useShopPrices() {
  return useQuery({ queryKey: ['receipts', 'prices'], queryFn: () => api.get<ShopPriceList>(receiptPaths.prices) });
}

export function useSaveShopPrices() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopPriceForm) => api.put<ShopPriceList>(receiptPaths.prices, body),
    onSuccess: (list) => qc.setQueryData(['receipts', 'prices'], list),
  });
}

/** A request's receipts (none for a draft, or one charged before receipts were kept). */
export function useRequestReceipts(refType: string, id: number, enabled = true) {
  return useQuery({
    queryKey: ['receipts', 'request', refType, id],
    queryFn: () => api.get<ReceiptList>(receiptPaths.ofRequest(refType, id)),
    enabled,
  });
}

const caps = `${apiRelative(RECEIPTS_API.backend)}/caps`;
export function usePriceCaps() {
  return useQuery({ queryKey: ['receipts', 'caps'], queryFn: () => api.get<PriceCapList>(caps) });
}
export function useSavePriceCaps() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PriceCapForm) => api.put<PriceCapList>(caps, body),
    onSuccess: (list) => qc.setQueryData(['receipts', 'caps'], list),
  });
}
