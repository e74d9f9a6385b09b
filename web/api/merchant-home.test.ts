import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver, type QueryObserverOptions } from '@tanstack/react-query';
import { jsonResponse } from '../test/render-app';
import { stubServer } from '../test/fetch-stub';
import { signIn } from '../test/tokens';
import { myKycQuery } from './kyc';
import { prefetchMerchantHome } from './merchant-home';
import { balanceQuery, merchantDashboardQuery } from './money';

const DASH = {
  balance: 1500.5,
  todaySpend: 107,
  kycStatus: 'approved',
  panByStatus: [],
  recent: [],
  psa: null,
  services: [],
};

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner', name: 'Ravi Digital Seva' });
});
afterEach(() => vi.unstubAllGlobals());

describe('prefetchMerchantHome (decision 0066)', () => {
  it("asks for the dashboard's figures at once, and the page's queries find them fresh", async () => {
    const fetch = stubServer((url) => {
      const path = url.split('?')[0];
      if (path === '/api/merchant/dashboard') return jsonResponse(DASH);
      if (path === '/api/merchant/accounting/closing') return jsonResponse(1500.5);
      if (path === '/api/kyc/me') return jsonResponse({ status: 'approved' });
      return undefined;
    });
    const queryClient = new QueryClient();
    prefetchMerchantHome(queryClient);
    // All three are on their way together: none waits for another (the service cards come with the figures).
    expect(fetch.mock.calls.map(([url]) => url.split('?')[0]).sort()).toEqual([
      '/api/kyc/me',
      '/api/merchant/accounting/closing',
      '/api/merchant/dashboard',
    ]);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryData(merchantDashboardQuery.queryKey)).toEqual(DASH);
    expect(queryClient.getQueryData(balanceQuery.queryKey)).toBe(1500.5);
    expect(queryClient.getQueryData(myKycQuery.queryKey)).toEqual({ status: 'approved' });
    // Fresh: the dashboard's hooks, drawn next with the same options, take them instead of asking again.
    const observers = [merchantDashboardQuery, balanceQuery, myKycQuery].map(
      (query) => new QueryObserver(queryClient, query as QueryObserverOptions),
    );
    const stops = observers.map((observer) => observer.subscribe(() => {}));
    expect(observers.map((observer) => observer.getCurrentResult().isStale)).toEqual([false, false, false]);
    expect(fetch).toHaveBeenCalledTimes(3);
    stops.forEach((stop) => stop());
  });
});
