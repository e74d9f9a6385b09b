import { useMutation, useQuery } from '@tanstack/react-query';
import type { LoginRequest, Me, TokenPair } from '../../contract/auth';
import { api } from './client';
import { parseJwt } from './jwt';
import { saveSession } from './session';
import { setLocale } from '../i18n';

export { useAuth } from './use-auth';

export const authKeys = {
  me: ['auth', 'me'] as const,
  captchaRequired: (userName: string) => ['auth', 'captcha-required', userName] as const,
};

/** The server's answer when the account has two-factor authentication on: a code was emailed. */
export type TwoFactorChallenge = { twoFactorRequired: true; challengeId: string; message: string };

export function isTwoFactorChallenge(value: unknown): value is TwoFactorChallenge {
  return !!value && typeof value === 'object' && (value as { twoFactorRequired?: unknown }).twoFactorRequired === true;
}

function startSession(pair: TokenPair | undefined) {
  if (!saveSession(pair?.token, pair?.refreshToken)) throw new Error('The server did not send a complete session.');
  // The language chosen in the account's settings follows the user to a new device (decision 0075).
  if (pair?.language) void setLocale(pair.language);
  return parseJwt(pair!.token);
}

/** Signs in, or answers the two-factor challenge to finish with useVerifyLoginCode. */
export function useLogin() {
  return useMutation({
    mutationFn: async (input: LoginRequest) => {
      const answer = await api.post<TokenPair | TwoFactorChallenge>('/auth/login', input);
      if (isTwoFactorChallenge(answer)) return answer;
      return startSession(answer);
    },
  });
}

/** Second step of a two-factor sign-in; on success the session starts exactly as with useLogin. */
export function useVerifyLoginCode() {
  return useMutation({
    mutationFn: async (input: { challengeId: string; code: string }) =>
      startSession(await api.post<TokenPair>('/auth/login/verify', input)),
  });
}

export function useCaptchaRequired(userName: string) {
  const name = userName.trim();
  return useQuery({
    queryKey: authKeys.captchaRequired(name),
    queryFn: () => api.get<{ captchaRequired: boolean }>(`/auth/captcha-required?userName=${encodeURIComponent(name)}`),
    enabled: name.length > 0,
    staleTime: 0,
  });
}

/** A fresh captcha image; the server remembers its answer in an http-only cookie. */
export async function fetchCaptchaImage(): Promise<Blob> {
  const { blob } = await api.download('/captcha', { method: 'POST' });
  return blob;
}

export function useMe(enabled = true) {
  return useQuery({ queryKey: authKeys.me, queryFn: () => api.get<Me>('/auth/me'), enabled });
}
