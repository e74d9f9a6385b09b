import {
  REVEAL_SECONDS,
  scrubAadhaar,
  type RevealAadhaarAnswer,
  type RevealAadhaarBody,
} from '../../../contract/aadhaar';
import type { Db } from '../../db/client';
import { aadhaarAt } from '../../lib/aadhaar-vault';
import { fieldError } from '../../lib/errors';
import { recordAccess, type Accessor } from './access-log';

/**
 * One full Aadhaar number of a record the caller may already read, for the back office to key into the
 * provider's system (decision 0067). The number is answered only once the access-log row (who, which
 * record and field, why, from where) is written; a field that holds none is a 400 and logs nothing.
 */
export async function revealAadhaar(
  db: Db,
  by: Accessor,
  record: { refType: string; refId: number; refNo: string; data: unknown },
  body: RevealAadhaarBody,
): Promise<RevealAadhaarAnswer> {
  const value = aadhaarAt(record.data, body.field);
  if (!value || !/^\d{12}$/.test(value)) throw fieldError('field', 'This record holds no Aadhaar number there.');
  await recordAccess(db, by, {
    action: 'aadhaar_reveal',
    refType: record.refType,
    refId: record.refId,
    refNo: record.refNo,
    detail: body.field,
    // A number typed into the reason would otherwise sit in the log in clear.
    reason: scrubAadhaar(body.reason),
  });
  return { aadhaar: value, field: body.field, seconds: REVEAL_SECONDS };
}
