import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { logout as logoutCall } from './client';
import { parseJwt, type SessionUser } from './jwt';
import { getToken, subscribeSession } from './session';

/**
 * The signed-in user as the stored token describes it; null when signed out. Kept apart from the login
 * hooks so the route guards in the first chunk do not pull in mutation code.
 */
export function useAuth() {
  const token = useSyncExternalStore(subscribeSession, getToken, () => null);
  const user: SessionUser | null = useMemo(() => parseJwt(token), [token]);
  const queryClient = useQueryClient();
  const logout = useCallback(async () => {
    await logoutCall();
    // Nothing one user fetched may show to the next person on this browser.
    queryClient.clear();
  }, [queryClient]);
  return { user, signedIn: user !== null, logout };
}
