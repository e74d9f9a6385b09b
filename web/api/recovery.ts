import { useMutation, useQuery } from '@tanstack/react-query';
import type { RegistrationRequest } from '../../contract/registration';
import { api } from './client';

/* The public onboarding and recovery calls (registration, forgot user name, password reset). */

type Message = { message: string };
export type RegistrationReceipt = { refNo: string; dated: string; message: string };
export type IdTypeOption = { label: string; value: string };

export function useRegisterOptions() {
  return useQuery({
    queryKey: ['auth', 'register', 'options'],
    queryFn: () => api.get<{ idTypes: IdTypeOption[] }>('/auth/register/options'),
    staleTime: 5 * 60_000,
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegistrationRequest) => api.post<RegistrationReceipt>('/auth/register', input),
  });
}

/** docs/product.md#calls: the captcha answer travels in the query, the email in the body. */
export function useForgotUsername() {
  return useMutation({
    mutationFn: ({ emailid, captcha }: { emailid: string; captcha: string }) =>
      api.post<Message>(`/auth/forgot-username?captcha=${encodeURIComponent(captcha)}`, { emailid }),
  });
}

export function useRequestReset() {
  return useMutation({
    mutationFn: (input: { login: string; captcha: string }) => api.post<Message>('/auth/reset-password/request', input),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) => api.post<Message>('/auth/reset-password', input),
  });
}
