import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KycView } from '../../contract/kyc';
import { API_BASE, api, ApiError } from './client';
import { NETWORK_ERROR_TEXT } from './error-text';
import { getToken } from './session';

export const kycKeys = { me: ['kyc', 'me'] as const };

/** Fresh for a while, so the dashboard takes what web/api/merchant-home.ts asked for on arrival without asking again. */
export const myKycQuery = queryOptions({
  queryKey: kycKeys.me,
  queryFn: () => api.get<KycView>('/kyc/me'),
  staleTime: 10_000,
});

export function useMyKyc(enabled = true) {
  return useQuery({ ...myKycQuery, enabled });
}

/**
 * fetch cannot report upload progress, so the first try goes through XMLHttpRequest. A 401 (the access
 * token ran out during a long upload) is retried through the client, which refreshes the token first.
 */
function uploadWithProgress<T>(path: string, form: FormData, onProgress: (percent: number) => void): Promise<T> {
  if (typeof XMLHttpRequest === 'undefined') return api.upload<T>(path, form);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, undefined, NETWORK_ERROR_TEXT));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status === 401 && token) {
        api.upload<T>(path, form).then(resolve, reject);
        return;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new ApiError(xhr.status, body));
    };
    xhr.send(form);
  });
}

export function useSubmitKyc(onProgress: (percent: number) => void = () => {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => uploadWithProgress<KycView>('/kyc/me', form, onProgress),
    onSuccess: (view) => queryClient.setQueryData(kycKeys.me, view),
    // A 409 means the status moved on (another tab submitted, or the review finished): show the real one.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: kycKeys.me });
    },
  });
}

/** Where a merchant account's KYC screen is: staff have their own, owners and members the merchant one. */
export function kycPathFor(kind: string | undefined): string {
  return kind === 'staff' ? '/kyc/staff' : '/kyc/merchant';
}
