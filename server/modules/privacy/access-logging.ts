import type { FastifyRequest } from 'fastify';
import { scrubAadhaar } from '../../../contract/aadhaar';
import type { Db } from '../../db/client';
import { currentUser } from '../../lib/access';
import type { ExportLogger, ExportNote } from '../../lib/list-routes';
import { recordAccess } from './access-log';

/*
 * Where the access log is written from (docs/decisions/0067): a back-office read of someone's document, and
 * an export of a list with personal data. The route knows who asks and from where; the service has already
 * said the caller may have the file or the rows.
 */

/** The record a document belongs to and which document it is (its kind, never its content). */
export type DocumentRef = { refType: string; refId?: string | number; refNo?: string; detail: string };

/** The longest detail kept: enough for a list, its format, rows and a few filters. */
const DETAIL_MAX = 500;

export function documentAccessLog(db: Db) {
  async function write(req: FastifyRequest, action: 'document_view' | 'document_download', doc: DocumentRef) {
    const user = currentUser(req);
    // A shop reading what it uploaded itself is no access to someone else's data.
    if (user.role === 'merchant') return;
    await recordAccess(db, { user, ip: req.ip }, { action, ...doc });
  }
  return {
    /** The bytes are sent to be shown in place (a preview). */
    view: (req: FastifyRequest, doc: DocumentRef) => write(req, 'document_view', doc),
    /** A signed link is issued: logged now, where the user is known, since the link is fetched later. */
    download: (req: FastifyRequest, doc: DocumentRef) => write(req, 'document_download', doc),
  };
}

export type DocumentAccessLog = ReturnType<typeof documentAccessLog>;

/** "pan-pending · CSV · 1,204 rows · Status is Pending; Search "TK00"", with any Aadhaar number in a search masked. */
export function exportDetail(note: ExportNote): string {
  const rows = `${note.rows.toLocaleString('en-IN')} ${note.rows === 1 ? 'row' : 'rows'}`;
  const head = `${note.list} · ${note.format.toUpperCase()} · ${rows}`;
  const text = scrubAadhaar(note.filters.length ? `${head} · ${note.filters.join('; ')}` : head);
  return text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX - 1)}…` : text;
}

/** The list engine's export logger (installExportLog in server/app.ts): every export of a personal list, by anyone. */
export function exportAccessLog(db: Db): ExportLogger {
  return async (req, note) => {
    await recordAccess(
      db,
      { user: currentUser(req), ip: req.ip },
      { action: 'list_export', refType: 'list', refNo: note.list, detail: exportDetail(note) },
    );
  };
}
