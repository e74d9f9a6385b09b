import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  INVOICES_API,
  type IssueResult,
  type MerchantGstin,
  type MerchantGstinForm,
  type TaxSetup,
  type TaxSetupForm,
} from '../../contract/invoices';
import { api } from './client';
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
};

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
