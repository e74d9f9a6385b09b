import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TRANSFERS_API,
  type GiveForm,
  type TakeBackForm,
  type TransferLimitsForm,
  type TransferView,
} from '../../contract/transfers';
import { api } from './client';
import { memberKeys } from './merchant-members';
import { invalidateMoney } from './money';
import { apiRelative, tableQueryKey } from './table';

/* Issue 28 §1: the owner's money to and from its franchise members, and the admin's limits, relative to /api. */

const M = apiRelative(TRANSFERS_API.merchant);
export const TRANSFER_PATHS = {
  give: (memberId: number) => `${M}/members/${memberId}/give`,
  takeBack: (memberId: number) => `${M}/members/${memberId}/take-back`,
  list: `${M}/list`,
  backendList: `${apiRelative(TRANSFERS_API.backend)}/list`,
  limits: apiRelative(TRANSFERS_API.limits),
} as const;

export type TransferInput =
  { direction: 'give'; body: GiveForm; key: string } | { direction: 'take_back'; body: TakeBackForm; key: string };

/** A transfer, sent with its key: a retry of the same form (a lost answer, a double tap) is answered, not repeated. */
export function useTransfer(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ direction, body, key }: TransferInput) =>
      api.post<TransferView>(
        direction === 'give' ? TRANSFER_PATHS.give(memberId) : TRANSFER_PATHS.takeBack(memberId),
        body,
        { 'idempotency-key': key },
      ),
    onSuccess: () => {
      void invalidateMoney(queryClient);
      void queryClient.invalidateQueries({ queryKey: memberKeys.member(memberId) });
      void queryClient.invalidateQueries({ queryKey: tableQueryKey(TRANSFER_PATHS.list) });
    },
  });
}

const limitsKey = ['transfers', 'limits'] as const;

export function useTransferLimits() {
  return useQuery({ queryKey: limitsKey, queryFn: () => api.get<TransferLimitsForm>(TRANSFER_PATHS.limits) });
}

export function useSaveTransferLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (l: TransferLimitsForm) => api.put<TransferLimitsForm>(TRANSFER_PATHS.limits, l),
    onSuccess: (l) => queryClient.setQueryData(limitsKey, l),
  });
}
