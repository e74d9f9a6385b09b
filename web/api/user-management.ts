import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MerchantDetail, UserDetail } from '../../contract/account';
import type { KycReview } from '../../contract/kyc';
import { USER_MANAGEMENT_API } from '../../contract/lists/users';
import type { ApprovalForm, RegistrationDetails } from '../../contract/registration';
import { api } from './client';
import { apiRelative, tableQueryKey } from './table';
import { PORTAL_PAGES } from '../../contract/portal-pages';

/* The back office's user-management calls: registrations, KYC review, users, merchants, staff. */

const BASE = apiRelative('/api/backend/user-management');
/** docs/product.md#calls {registration base}, relative to /api. */
export const REGISTRATION_BASE = `${BASE}/registration`;
const KYC_BASE = `${BASE}/kyc`;

/** The lists' client paths (relative to /api) and their exports. */
export const LIST_PATHS = Object.fromEntries(
  Object.entries(USER_MANAGEMENT_API).map(([k, v]) => [
    k,
    { list: apiRelative(v), export: `${apiRelative(v)}/export` },
  ]),
) as Record<keyof typeof USER_MANAGEMENT_API, { list: string; export: string }>;

export const userManagementKeys = {
  registration: (id: number) => ['user-management', 'registration', id] as const,
  approvalDetails: (id: number) => ['user-management', 'registration', id, 'approval'] as const,
  kyc: (id: number) => ['user-management', 'kyc', id] as const,
  kycFile: (id: number, field: string) => ['user-management', 'kyc', id, 'file', field] as const,
  kycWaiting: ['user-management', 'kyc-waiting'] as const,
  user: (id: number) => ['user-management', 'user', id] as const,
  merchant: (id: number) => ['user-management', 'merchant', id] as const,
};

/** The screens' own addresses, for links between them. */
export const UM_ROUTES = {
  registrations: PORTAL_PAGES.backend.registrations,
  registration: (id: number) => `/backend/user-management/registration-action/${id}`,
  kycList: PORTAL_PAGES.backend.kyc,
  /** Merchant staff are reviewed at staff-kyc, owners and franchise members at merchant-kyc. */
  kyc: (id: number, kind: string | null | undefined) =>
    `/backend/user-management/${kind === 'staff' ? 'staff' : 'merchant'}-kyc/${id}`,
  /** The KYC list narrowed to one account by its code. */
  kycOf: (code: string) => `/backend/user-management/kyc?f.code=${encodeURIComponent(`equals~${code}`)}`,
  users: '/backend/user-management/all-users',
  user: (id: number) => `/backend/user-management/user/${id}`,
  merchants: '/backend/user-management/merchant-list',
  merchant: (id: number) => `/backend/user-management/merchant/${id}`,
  staff: '/backend/user-management/staff-list',
};

// ---- registrations ---------------------------------------------------------------------------------

export type Option = { label: string; value: string };
/** docs/product.md#records-and-fields: options may be plain values or objects with label and value. */
export type RawOption = string | number | { label?: unknown; value?: unknown };
export type ApprovalDetailsResponse = { mobileNo: string; pkgs: RawOption[]; idtypes: RawOption[] };

export function toOptions(list: readonly RawOption[] | null | undefined): Option[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((o): Option[] => {
    if (typeof o === 'string' || typeof o === 'number') return [{ label: String(o), value: String(o) }];
    if (o && typeof o === 'object' && o.value !== undefined && o.value !== null) {
      const value = String(o.value);
      return [{ label: o.label === undefined || o.label === null ? value : String(o.label), value }];
    }
    return [];
  });
}

export function useRegistration(id: number) {
  return useQuery({
    queryKey: userManagementKeys.registration(id),
    queryFn: () => api.get<RegistrationDetails>(`${REGISTRATION_BASE}/${id}`),
  });
}

export function useApprovalDetails(id: number, enabled = true) {
  return useQuery({
    queryKey: userManagementKeys.approvalDetails(id),
    queryFn: () => api.get<ApprovalDetailsResponse>(`${REGISTRATION_BASE}/approve/${id}`),
    enabled,
  });
}

/** After a decision the list and this registration are stale. */
function useAfterDecision(id: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tableQueryKey(LIST_PATHS.registrations.list) }),
      queryClient.invalidateQueries({ queryKey: tableQueryKey(LIST_PATHS.idSales.list) }),
      queryClient.invalidateQueries({ queryKey: tableQueryKey(LIST_PATHS.merchants.list) }),
      queryClient.invalidateQueries({ queryKey: tableQueryKey(LIST_PATHS.allUsers.list) }),
      queryClient.invalidateQueries({ queryKey: userManagementKeys.registration(id) }),
    ]);
}

export function useApproveRegistration(id: number) {
  const after = useAfterDecision(id);
  return useMutation({
    mutationFn: (form: ApprovalForm) =>
      api.post<{ message: string; code: string }>(`${REGISTRATION_BASE}/approve/${id}`, form),
    onSettled: after,
  });
}

export function useRejectRegistration(id: number) {
  const after = useAfterDecision(id);
  return useMutation({
    mutationFn: (form: { remark: string }) => api.post<{ message: string }>(`${REGISTRATION_BASE}/reject/${id}`, form),
    onSettled: after,
  });
}

// ---- KYC -------------------------------------------------------------------------------------------

export function useKycReview(id: number) {
  return useQuery({ queryKey: userManagementKeys.kyc(id), queryFn: () => api.get<KycReview>(`${KYC_BASE}/${id}`) });
}

/** Where the back office asks for a KYC's whole Aadhaar number (AadhaarValue's Show, logged with its reason). */
export const kycAadhaarRevealPath = (id: number) => `${KYC_BASE}/${id}/aadhaar`;

/** A KYC document needs the bearer token, so it is fetched as a blob rather than linked. */
export function useKycFile(id: number, field: string, enabled = true) {
  return useQuery({
    queryKey: userManagementKeys.kycFile(id, field),
    queryFn: () => api.download(`${KYC_BASE}/${id}/file/${field}`),
    enabled,
    staleTime: Infinity,
  });
}

/** How many KYC submissions wait for review (the sidebar's badge); read again on focus and after each decision. */
export function useKycWaitingCount(enabled = true) {
  return useQuery({
    queryKey: userManagementKeys.kycWaiting,
    queryFn: async () => (await api.get<{ count: number }>(`${KYC_BASE}/waiting-count`)).count,
    enabled,
    refetchOnWindowFocus: true,
  });
}

function useAfterKyc(id: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tableQueryKey(LIST_PATHS.kyc.list) }),
      queryClient.invalidateQueries({ queryKey: tableQueryKey(LIST_PATHS.merchants.list) }),
      queryClient.invalidateQueries({ queryKey: userManagementKeys.kycWaiting }),
      queryClient.invalidateQueries({ queryKey: userManagementKeys.kyc(id) }),
      queryClient.invalidateQueries({ queryKey: ['user-management', 'user'] }),
      queryClient.invalidateQueries({ queryKey: ['user-management', 'merchant'] }),
    ]);
}

export function useApproveKyc(id: number) {
  const after = useAfterKyc(id);
  return useMutation({
    mutationFn: () => api.post<{ message: string }>(`${KYC_BASE}/${id}/approve`),
    onSettled: after,
  });
}

export function useRejectKyc(id: number) {
  const after = useAfterKyc(id);
  return useMutation({
    mutationFn: (remark: string) => api.post<{ message: string }>(`${KYC_BASE}/${id}/reject`, { remark }),
    onSettled: after,
  });
}

// ---- users, merchants, staff -----------------------------------------------------------------------

export function useUserDetail(id: number) {
  return useQuery({ queryKey: userManagementKeys.user(id), queryFn: () => api.get<UserDetail>(`${BASE}/user/${id}`) });
}

export function useMerchantDetail(id: number) {
  return useQuery({
    queryKey: userManagementKeys.merchant(id),
    queryFn: () => api.get<MerchantDetail>(`${BASE}/merchant/${id}`),
  });
}

function useAfterUserChange() {
  const queryClient = useQueryClient();
  return (user: UserDetail) => {
    queryClient.setQueryData(userManagementKeys.user(user.id), user);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: tableQueryKey(LIST_PATHS.allUsers.list) }),
      queryClient.invalidateQueries({ queryKey: tableQueryKey(LIST_PATHS.merchants.list) }),
      queryClient.invalidateQueries({ queryKey: tableQueryKey(LIST_PATHS.staff.list) }),
      queryClient.invalidateQueries({ queryKey: ['user-management', 'merchant'] }),
    ]);
  };
}

export function useSetUserActive(id: number) {
  const after = useAfterUserChange();
  return useMutation({
    mutationFn: (active: boolean) => api.post<UserDetail>(`${BASE}/user/${id}/status`, { active }),
    onSuccess: after,
  });
}

export function useSendResetLink(id: number) {
  return useMutation({ mutationFn: () => api.post<{ message: string }>(`${BASE}/user/${id}/reset-password`) });
}

export type StaffFields = { displayName: string; email: string; mobile: string };
export type NewStaffFields = StaffFields & { userName: string; password: string };

export function useCreateStaff() {
  const after = useAfterUserChange();
  return useMutation({
    mutationFn: (input: NewStaffFields) => api.post<UserDetail>(`${BASE}/staff`, input),
    onSuccess: after,
  });
}

export function useUpdateStaff() {
  const after = useAfterUserChange();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: StaffFields }) =>
      api.put<UserDetail>(`${BASE}/staff/${id}`, input),
    onSuccess: after,
  });
}

// ---- list rows -------------------------------------------------------------------------------------

/** Rows as the lists answer them; `id` links a row to its own screen when the list sends it. */
export type RegistrationRow = { id: number; refNo: string; name: string; status: string } & Record<string, unknown>;
export type KycRow = { id: number; code: string; displayName: string; kind: string | null; status: string } & Record<
  string,
  unknown
>;
export type UserRow = {
  id?: number;
  code: string;
  userName?: string;
  displayName: string;
  role?: string;
  kind?: string | null;
} & Record<string, unknown>;
export type StaffRow = {
  id?: number;
  code: string;
  userName: string;
  displayName: string;
  email: string | null;
  mobile: string | null;
  active: string;
} & Record<string, unknown>;
