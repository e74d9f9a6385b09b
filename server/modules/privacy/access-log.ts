import type { Db, Tx } from '../../db/client';
import { accessLog } from '../../db/schema/privacy';
import type { AuthUser } from '../../lib/access';

/*
 * The access log (docs/decisions/0067): who saw or took someone's personal data, what, when, from where
 * and why. Written in the same transaction as what it records where there is one, so a reveal or an
 * erasure that happened is always logged and one that was refused never is.
 */

export const ACCESS_ACTIONS = [
  'aadhaar_reveal',
  'document_view',
  'document_download',
  'list_export',
  'person_search',
  'erasure',
] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

export type AccessEntry = {
  action: AccessAction;
  refType?: string;
  refId?: string | number;
  refNo?: string;
  /** Which part (a document's kind, a field's path, a list and its row count); never the personal value. */
  detail?: string;
  reason?: string;
};

/** Who is acting and from where, as a route knows it. */
export type Accessor = { user: Pick<AuthUser, 'id' | 'code' | 'role'>; ip: string };

export async function recordAccess(db: Db | Tx, by: Accessor, entry: AccessEntry): Promise<void> {
  await db.insert(accessLog).values({
    actorId: by.user.id,
    actorCode: by.user.code,
    actorRole: by.user.role,
    action: entry.action,
    refType: entry.refType ?? '',
    refId: entry.refId == null ? '' : String(entry.refId),
    refNo: entry.refNo ?? '',
    detail: entry.detail ?? '',
    reason: entry.reason ?? '',
    ip: by.ip,
  });
}
