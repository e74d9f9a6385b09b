import { useMutation } from '@tanstack/react-query';
import type {
  CouponRequestBody,
  CouponRequestDetail,
  PsaRegistrationDetail,
  UtiBackendDashboard,
  UtiMerchantSummary,
} from '../../../contract/uti';
import { api } from '../../api/client';
import { requestPaths, useRequestAction, useRequestDashboard, useStoreRequest } from '../requests/api';
import { COUPON_SERVICE, PSA_SERVICE, UTI_BASE } from './services';

/* UTI's own calls; everything else (drafts, files, moves, lists) is the shared request calls. */

/** The shop's UTI page: its PSA registration, the portal's sign-in link, prices and coupons per type. */
export const useUtiSummary = () =>
  useRequestDashboard<UtiMerchantSummary>('uti', 'merchant', `${UTI_BASE.merchant}/summary`);

export const useUtiDashboard = () =>
  useRequestDashboard<UtiBackendDashboard>('uti', 'backend', `${UTI_BASE.backend}/dashboard`);

/** Coupons are requested and charged in one call: there is no draft. */
export function useRequestCoupons() {
  const store = useStoreRequest(COUPON_SERVICE, 'merchant');
  return useMutation({
    mutationFn: (body: CouponRequestBody) =>
      api.post<CouponRequestDetail>(requestPaths(COUPON_SERVICE, 'merchant').base, body),
    onSuccess: store,
  });
}

/** A rejected registration corrected: a new draft prefilled from it. */
export const useResubmitPsa = (id: number) =>
  useRequestAction<PsaRegistrationDetail, Record<string, never>>(PSA_SERVICE, 'merchant', id);
