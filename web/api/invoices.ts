import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  INVOICES_API,
  type IssueResult,
  type MerchantGstin,
  type MerchantGstinForm,
  type TaxSetup,
  type TaxSetupForm,
} from '../../contract/invoices';
import type { Gstr1Export, Gstr1Kind, Gstr1Summary } from '../../contract/gstr1';
import { api } from './client';
import { saveBlob } from './download';
import { apiRelative } from './table';

const m = apiRelative(INVOICES_API.merchant);
const b = apiRelative(INVOICES_API.backend);
/** The invoice calls (contract/invoices.ts) as client paths, relative to /api. */
export const invoicePaths = {
  table: `${m}/table`,
  pdf: (id: number) => `${m}/${id}/pdf`,
  gstin: `${m}/gstin`,
  backendTable: `${b}/table`,
  backendPdf: (id: number) => `${b}/${id}/pdf`,
  setup: `${b}/setup`,
  issue: `${b}/issue`,
  gstr1: `${b}/gstr1`,
};

/** A GSTR-1 period as the server reads it: a month, or the GST quarter holding it. */
const periodQuery = (kind: Gstr1Kind, month: string) => `kind=${kind}&month=${month}`;

export function useGstr1(kind: Gstr1Kind, month: string) {
  return useQuery({
    queryKey: ['invoices', 'gstr1', kind, month],
    queryFn: () => api.get<Gstr1Summary>(`${invoicePaths.gstr1}?${periodQuery(kind, month)}`),
  });
}

/** One section's CSV or the whole workbook, saved under the name the server gives it. */
export async function downloadGstr1(kind: Gstr1Kind, month: string, file: Gstr1Export['file']): Promise<void> {
  const { blob, filename } = await api.download(
    `${invoicePaths.gstr1}/export?${periodQuery(kind, month)}&file=${file}`,
  );
  saveBlob(blob, filename.includes('.') ? filename : `gstr1-${month}-${file}.${file === 'workbook' ? 'xlsx' : 'csv'}`);
}

export function useMyGstin() {
  return useQuery({ queryKey: ['invoices', 'gstin'], queryFn: () => api.get<MerchantGstin>(invoicePaths.gstin) });
}
export function useSaveMyGstin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MerchantGstinForm) => api.put<MerchantGstin>(invoicePaths.gstin, body),
    onSuccess: (g) => qc.setQueryData(['invoices', 'gstin'], g),
  });
}

export function useTaxSetup() {
  return useQuery({ queryKey: ['invoices', 'setup'], queryFn: () => api.get<TaxSetup>(invoicePaths.setup) });
}
export function useSaveTaxSetup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TaxSetupForm) => api.put<TaxSetup>(invoicePaths.setup, body),
    onSuccess: (s) => qc.setQueryData(['invoices', 'setup'], s),
  });
}
export function useIssueNow() {
  return useMutation({ mutationFn: () => api.post<IssueResult>(invoicePaths.issue, {}) });
}
