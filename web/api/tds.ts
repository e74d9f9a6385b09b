import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TDS_API,
  type TdsPayable,
  type TdsSettingForm,
  type TdsSettingList,
  type TdsStatement,
} from '../../contract/tds';
import { api } from './client';
import { apiRelative } from './table';

const merchant = apiRelative(TDS_API.merchant);
const backend = apiRelative(TDS_API.backend);
/** The TDS calls (contract/tds.ts) as client paths, relative to /api. */
export const tdsPaths = {
  settings: `${backend}/settings`,
  payable: (fy: number, quarter: number) => `${backend}/payable?fy=${fy}&quarter=${quarter}`,
  statement: (fy: number, quarter: number) => `${merchant}/statement?fy=${fy}&quarter=${quarter}`,
};

export function useTdsSettings() {
  return useQuery({ queryKey: ['tds', 'settings'], queryFn: () => api.get<TdsSettingList>(tdsPaths.settings) });
}

export function useSaveTdsSetting() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TdsSettingForm) => api.put<TdsSettingList>(tdsPaths.settings, body),
    onSuccess: (list) => qc.setQueryData(['tds', 'settings'], list),
  });
}

export function useTdsPayable(fy: number, quarter: number) {
  return useQuery({
    queryKey: ['tds', 'payable', fy, quarter],
    queryFn: () => api.get<TdsPayable>(tdsPaths.payable(fy, quarter)),
  });
}

export function useTdsStatement(fy: number, quarter: number) {
  return useQuery({
    queryKey: ['tds', 'statement', fy, quarter],
    queryFn: () => api.get<TdsStatement>(tdsPaths.statement(fy, quarter)),
  });
}
