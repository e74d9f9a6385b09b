import type { GstDashboard } from '../../../contract/gst';
import { GST } from '../../../contract/gst/manifest';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../lib/access';
import { countsOf, createSharedRequests, type StateCountRow } from '../requests/request-service';
import { GST_SHARED } from './declarations';

/**
 * GST registration and filing requests on the shared requests: drafts, submit, moves and
 * files are theirs; what is GST's own is its declarations (declarations.ts) and its dashboard.
 */
export function createGstService(ctx: AppContext) {
  const requests = createSharedRequests(ctx, GST_SHARED);
  return {
    requests,
    /** The merchant whose requests this account works on, once a staff account's GST tick is checked. */
    merchantOf: requests.engines[GST.requests.registration.key].merchantOf,

    async merchantDashboard(user: AuthUser): Promise<GstDashboard> {
      return dashboard(
        await requests.merchantCounts(await requests.engines[GST.requests.registration.key].merchantOf(user)),
      );
    },

    /** The back office's figures come from the count table the trigger keeps, not from the requests. */
    async backendDashboard(): Promise<GstDashboard> {
      return dashboard(await requests.backendCounts());
    },
  };
}

/** Counts per state of each service; what needs an answer is every query waiting for the shop. */
function dashboard(rows: StateCountRow[]): GstDashboard {
  const registration = countsOf(rows, GST.requests.registration.key);
  const filing = countsOf(rows, GST.requests.filing.key);
  return { registration, filing, needsAnswer: (registration.query_raised ?? 0) + (filing.query_raised ?? 0) };
}

export type GstServiceApi = ReturnType<typeof createGstService>;
