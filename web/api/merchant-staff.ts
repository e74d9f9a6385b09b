import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MERCHANT_STAFF_API,
  type MerchantStaffDetail,
  type MerchantStaffInput,
  type NewMerchantStaff,
  type SetStaffPassword,
  type StaffPasswordSet,
} from '../../contract/merchant-staff';
import { api } from './client';
import { apiRelative, tableQueryKey } from './table';

/* A merchant owner's staff accounts (docs/product.md#merchant-portal user-management staff screens; owner only). */

const BASE = apiRelative(MERCHANT_STAFF_API.base);

/** Client paths (relative to /api). */
export const MERCHANT_STAFF_PATHS = {
  base: BASE,
  list: apiRelative(MERCHANT_STAFF_API.list),
  export: `${apiRelative(MERCHANT_STAFF_API.list)}/export`,
  one: (id: number) => `${BASE}/${id}`,
  status: (id: number) => `${BASE}/${id}/status`,
  password: (id: number) => `${BASE}/${id}/password`,
};

/** The screens' own addresses. */
export const MERCHANT_STAFF_ROUTES = {
  add: '/merchant/user-management/staff/new',
  list: '/merchant/user-management/staff-list',
  view: (id: number) => `/merchant/user-management/staff/${id}`,
  edit: (id: number) => `/merchant/user-management/staff/edit/${id}`,
};

export const merchantStaffKeys = {
  one: (id: number) => ['merchant-staff', id] as const,
};

/** A list row as the Staff List answers it; `id` links it to its page. */
export type MerchantStaffRow = {
  id: number;
  code: string;
  displayName: string;
  userName: string;
  mobile: string | null;
  email: string | null;
  services: string;
  active: string;
  createdAt: string;
} & Record<string, unknown>;

export function useMerchantStaff(id: number | null) {
  return useQuery({
    queryKey: merchantStaffKeys.one(id ?? 0),
    queryFn: () => api.get<MerchantStaffDetail>(MERCHANT_STAFF_PATHS.one(id!)),
    enabled: id !== null,
  });
}

/** After a change the account's page shows the answer and the list is stale. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return (staff: MerchantStaffDetail) => {
    queryClient.setQueryData(merchantStaffKeys.one(staff.id), staff);
    return queryClient.invalidateQueries({ queryKey: tableQueryKey(MERCHANT_STAFF_PATHS.list) });
  };
}

export function useCreateMerchantStaff() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: (input: NewMerchantStaff) => api.post<MerchantStaffDetail>(BASE, input),
    onSuccess: after,
  });
}

export function useUpdateMerchantStaff(id: number) {
  const after = useAfterChange();
  return useMutation({
    mutationFn: (input: MerchantStaffInput) => api.put<MerchantStaffDetail>(MERCHANT_STAFF_PATHS.one(id), input),
    onSuccess: after,
  });
}

export function useSetMerchantStaffActive(id: number) {
  const after = useAfterChange();
  return useMutation({
    mutationFn: (active: boolean) => api.post<MerchantStaffDetail>(MERCHANT_STAFF_PATHS.status(id), { active }),
    onSuccess: after,
  });
}

export function useSetMerchantStaffPassword(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetStaffPassword) => api.post<StaffPasswordSet>(MERCHANT_STAFF_PATHS.password(id), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: merchantStaffKeys.one(id) }),
  });
}
