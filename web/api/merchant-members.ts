import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MEMBER_LIST_API,
  MERCHANT_MEMBERS_API,
  type MemberDetail,
  type NewMember,
} from '../../contract/merchant-members';
import { api } from './client';
import { apiRelative, tableQueryKey } from './table';

/* The owner's franchise members (docs/product.md#merchant-portal add-frenchies, frenchies-list, view-frenchies). */

const BASE = apiRelative(MERCHANT_MEMBERS_API);

/** The member list's client paths (relative to /api). */
export const MEMBER_LIST_PATHS = {
  list: apiRelative(MEMBER_LIST_API),
  export: `${apiRelative(MEMBER_LIST_API)}/export`,
};

export const memberKeys = {
  member: (id: number) => ['merchant-members', id] as const,
};

/** A row of the member list; `id` links it to its view page. */
export type MemberRow = {
  id?: number;
  code: string;
  displayName: string;
  userName: string;
  balance: number;
  kycStatus: string;
  active: string;
} & Record<string, unknown>;

export function useMember(id: number) {
  return useQuery({ queryKey: memberKeys.member(id), queryFn: () => api.get<MemberDetail>(`${BASE}/${id}`) });
}

function useAfterChange() {
  const queryClient = useQueryClient();
  return (m: MemberDetail) => {
    queryClient.setQueryData(memberKeys.member(m.id), m);
    return queryClient.invalidateQueries({ queryKey: tableQueryKey(MEMBER_LIST_PATHS.list) });
  };
}

export function useCreateMember() {
  const after = useAfterChange();
  return useMutation({ mutationFn: (input: NewMember) => api.post<MemberDetail>(BASE, input), onSuccess: after });
}

export function useSetMemberActive(id: number) {
  const after = useAfterChange();
  return useMutation({
    mutationFn: (active: boolean) => api.post<MemberDetail>(`${BASE}/${id}/status`, { active }),
    onSuccess: after,
  });
}
