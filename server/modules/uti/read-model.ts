import { sql } from 'drizzle-orm';
import { LIVE_PSA_STATES, PSA_WORKFLOW, type PsaState } from '../../../contract/uti/workflow';

/**
 * What another domain may read of a shop's UTI PSA registration (docs/decisions/0071), as SQL for its dashboard
 * (decision 0074): the live one, else the latest, as `[state, result]` (null when it never registered), so the
 * dashboard reads it in its own statement. By the (service, merchant) indexes: a shop has a registration or two.
 */
export const psaStateSql = (merchantId: number) =>
  sql`(select json_build_array(state, result) from service_requests
        where service = ${PSA_WORKFLOW.key} and merchant_id = ${merchantId}
        order by state in ${[...LIVE_PSA_STATES]} desc, id desc limit 1)`;

/** The registration as the dashboard shows it; the PSA login id only once approved. */
export function psaStateOf(row: [string, string | null] | null) {
  if (!row) return null;
  const state = row[0] as PsaState;
  return { state, stateLabel: PSA_WORKFLOW.stateLabels[state] ?? state, psaId: state === 'approved' ? row[1] : null };
}
