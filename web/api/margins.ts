import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MARGINS_API,
  type EarningsTotals,
  type MarginCapForm,
  type MarginCapList,
  type MarginForm,
  type MarginReport,
  type MemberPriceList,
} from '../../contract/margins';
import { api } from './client';
import { saveBlob } from './download';
import { apiRelative } from './table';

const base = apiRelative(MARGINS_API.merchant);
const backend = apiRelative(MARGINS_API.backend);
/** The margin calls (contract/margins.ts) as client paths, relative to /api. */
export const marginPaths = {
  prices: `${base}/prices`,
  /** The owner's earnings list (DataTable, with /export). */
  earnings: `${base}/earnings`,
  totals: (from: string, to: string) => `${base}/earnings?from=${from}&to=${to}`,
  caps: `${backend}/caps`,
  reportExport: (from: string, to: string, format: 'csv' | 'xlsx' | 'pdf') =>
    `${backend}/report/export?from=${from}&to=${to}&format=${format}`,
  report: (from: string, to: string, page = 1) =>
    `${backend}/report?from=${from}&to=${to}${page > 1 ? `&page=${page}` : ''}`,
};

export function useMemberPrices() {
  return useQuery({ queryKey: ['margins', 'prices'], queryFn: () => api.get<MemberPriceList>(marginPaths.prices) });
}

export function useSaveMargins() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MarginForm) => api.put<MemberPriceList>(marginPaths.prices, body),
    onSuccess: (list) => qc.setQueryData(['margins', 'prices'], list),
  });
}

export function useEarnings(from: string, to: string) {
  return useQuery({
    queryKey: ['margins', 'earnings', from, to],
    queryFn: () => api.get<EarningsTotals>(marginPaths.totals(from, to)),
  });
}

export function useMarginCaps() {
  return useQuery({ queryKey: ['margins', 'caps'], queryFn: () => api.get<MarginCapList>(marginPaths.caps) });
}

export function useSaveMarginCaps() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MarginCapForm) => api.put<MarginCapList>(marginPaths.caps, body),
    onSuccess: (list) => qc.setQueryData(['margins', 'caps'], list),
  });
}

/** The report over a range, with one page of its owners (one-based). */
export function useMarginReport(from: string, to: string, page: number) {
  return useQuery({
    queryKey: ['margins', 'report', from, to, page],
    queryFn: () => api.get<MarginReport>(marginPaths.report(from, to, page)),
    // Another page of the same range: the page on screen stays until the next is in; another range starts afresh.
    placeholderData: (previous, query) =>
      query?.queryKey[2] === from && query.queryKey[3] === to ? previous : undefined,
  });
}

/** Every owner of the report's range as a file (the screen shows them 50 a page). */
export async function downloadMarginReport(from: string, to: string, format: 'csv' | 'xlsx' | 'pdf'): Promise<void> {
  const { blob, filename } = await api.download(marginPaths.reportExport(from, to, format));
  saveBlob(blob, filename.includes('.') ? filename : `margins-by-owner-${from}-to-${to}.${format}`);
}
