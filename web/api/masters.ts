import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BankInput,
  BankView,
  CredentialView,
  IdTypeInput,
  PackageInput,
  PackageView,
} from '../../contract/masters';
import { MASTERS_API } from '../../contract/masters';
import { api } from './client';
import { apiRelative, tableQueryKey } from './table';

/* The Data Setup masters (docs/product.md#back-office, admin only): packages, company banks, ID types, API credentials. */

const rel = (p: string) => apiRelative(p);

export const MASTER_PATHS = {
  packages: {
    base: rel(MASTERS_API.packages),
    list: `${rel(MASTERS_API.packages)}/list`,
    export: `${rel(MASTERS_API.packages)}/list/export`,
  },
  banks: {
    base: rel(MASTERS_API.banks),
    list: `${rel(MASTERS_API.banks)}/list`,
    export: `${rel(MASTERS_API.banks)}/list/export`,
  },
  idTypes: {
    base: rel(MASTERS_API.idTypes),
    list: `${rel(MASTERS_API.idTypes)}/list`,
    export: `${rel(MASTERS_API.idTypes)}/list/export`,
  },
  credentials: rel(MASTERS_API.credentials),
} as const;

export const mastersKeys = {
  package: (id: number) => ['masters', 'package', id] as const,
  credentials: ['masters', 'credentials'] as const,
};

export function usePackage(id: number | null) {
  return useQuery({
    queryKey: mastersKeys.package(id ?? 0),
    queryFn: () => api.get<PackageView>(`${MASTER_PATHS.packages.base}/${id}`),
    enabled: id !== null,
  });
}

export function useSavePackage(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PackageInput) =>
      id === null
        ? api.post<PackageView>(MASTER_PATHS.packages.base, input)
        : api.put<PackageView>(`${MASTER_PATHS.packages.base}/${id}`, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(mastersKeys.package(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: tableQueryKey(MASTER_PATHS.packages.list) });
    },
  });
}

/** Create (id null) or replace a bank account or ID type; the list reloads. */
function useSaveMaster<I, V>(paths: { base: string; list: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: I }) =>
      id === null ? api.post<V>(paths.base, input) : api.put<V>(`${paths.base}/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableQueryKey(paths.list) }),
  });
}

export const useSaveBank = () => useSaveMaster<BankInput, BankView>(MASTER_PATHS.banks);
export type IdTypeView = { id: number; name: string; price: number; active: boolean; sold: number };
export const useSaveIdType = () => useSaveMaster<IdTypeInput, IdTypeView>(MASTER_PATHS.idTypes);

export function useCredentials() {
  return useQuery({
    queryKey: mastersKeys.credentials,
    queryFn: () => api.get<CredentialView[]>(MASTER_PATHS.credentials),
  });
}

/** Saving or removing answers the new (masked) list, which replaces the cached one. */
export function useSaveCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { provider: string; keyName: string; value: string }) =>
      api.put<CredentialView[]>(MASTER_PATHS.credentials, input),
    onSuccess: (list) => queryClient.setQueryData(mastersKeys.credentials, list),
  });
}

export function useDeleteCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<CredentialView[]>(`${MASTER_PATHS.credentials}/${id}`),
    onSuccess: (list) => queryClient.setQueryData(mastersKeys.credentials, list),
  });
}
