import type { QueryClient } from '@tanstack/react-query';
import { myKycQuery } from './kyc';
import { balanceQuery, merchantDashboardQuery } from './money';

/**
 * Decision 0066: what the merchant dashboard (/merchant, web/pages/merchant/index.tsx) and its header show,
 * asked for as soon as the app starts with a session, beside the page's code. Left to the page, each call
 * would start only once the shell and the page were drawn (React Query starts a query's fetch after the
 * first commit). The hooks take these answers (the queries are fresh for a while).
 */
export function prefetchMerchantHome(queryClient: QueryClient): void {
  // A failure is the page's to show: prefetchQuery keeps it quiet, and the page's own hook asks again.
  void queryClient.prefetchQuery(merchantDashboardQuery);
  void queryClient.prefetchQuery(balanceQuery);
  void queryClient.prefetchQuery(myKycQuery);
}
