/* Test data: the GST dashboard's counts as the server answers them. */

/** Counts per state of both services; 3 queries wait on the shop, 3 new registrations on the back office. */
export const GST_DASHBOARD = {
  registration: { draft: 2, submitted: 3, query_raised: 1, completed: 4 },
  filing: { query_raised: 2, rejected: 1 },
  needsAnswer: 3,
};
