import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../../contract/i18n';
import { isValidAadhaar } from '../../../contract/india';
import { BacklogAdditionFilter, type BacklogRow } from '../../../contract/lists/backlog';
import type { ExportFormat, ParsedTableRequest, TableFilter, TableResponse } from '../../../contract/table';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/ids';
import { backlogAckFiles, backlogRecords } from '../../db/schema/backlog';
import type { AadhaarVault } from '../../lib/aadhaar-vault';
import { recordEvent } from '../../lib/audit';
import type { DownloadBody } from '../../lib/downloads';
import { AppError, badRequest, conflict, msg, notFound } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { exportList, type ExportFile } from '../../lib/export';
import { indiaDate } from '../../lib/export/format';
import { queryList, queryListJson, type RowScope } from '../../lib/table-query';
import type { Storage } from '../../lib/storage';
import { removeStoredFile, storedFileOf, storeUpload, validateUpload } from '../../lib/uploads';
import type { SiteService } from '../site/service';
import { shopAccounts, shopCodesAmong } from '../users/read-model';
import { ackSlipPdf } from './ack-slip';
import { checkSheet, columnValues, decodeText, isXlsx, parseCsv, readXlsx, type ImportProblem } from './import';
import { backlogList } from './lists';

export const ACK_FILE_MAX_BYTES = 2 * 1024 * 1024;
const INSERT_CHUNK = 1000;
const REPORT_LIMIT = 200;

/** additionFilter (status, dt1, dt2) as ordinary filters on the list's columns. */
export function additionFilters(raw: unknown): TableFilter[] {
  const parsed = BacklogAdditionFilter.safeParse(raw ?? {});
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const i of parsed.error.issues) {
      const key =
        i.code === 'unrecognized_keys' ? `additionFilter.${i.keys.join(',')}` : `additionFilter.${i.path.join('.')}`;
      (errors[key] ??= []).push(
        i.code === 'unrecognized_keys' ? `Unknown additionFilter ${i.keys.map((k) => `"${k}"`).join(', ')}` : i.message,
      );
    }
    const [first] = Object.entries(errors);
    throw badRequest(first[1][0], errors);
  }
  const { status, dt1, dt2 } = parsed.data;
  const filters: TableFilter[] = [];
  // Missing status means the screen's default (A); an explicit '' or null means all statuses.
  const s = status === undefined ? 'A' : status;
  if (s) filters.push({ field: 'status', opt: 'equals', value1: s });
  if (dt1 && dt2 && dt1 > dt2)
    throw badRequest('The end date is before the start date.', {
      'additionFilter.dt2': ['Must be on or after the From date'],
    });
  if (dt1 || dt2) filters.push({ field: 'dated', opt: 'between', value1: dt1 || null, value2: dt2 || null });
  return filters;
}

/**
 * The request with its Aadhaar filters made into what the column holds (lists.ts): the keyed hash of the
 * number. Only a whole, valid number can be hashed, so anything else is a 400 naming the filter rather
 * than a silent "no rows" (the mask in a cell would otherwise look like a value one could search by).
 */
export function hashAadhaarFilters<R extends { filters: TableFilter[] }>(req: R, vault: AadhaarVault): R {
  if (!req.filters.some((f) => f.field === 'aadhaar_No' && f.opt === 'equals')) return req;
  const filters = req.filters.map((f, i) => {
    if (f.field !== 'aadhaar_No' || f.opt !== 'equals') return f;
    const digits = typeof f.value1 === 'string' ? f.value1.replace(/[\s-]/g, '') : '';
    if (!/^\d{12}$/.test(digits) || !isValidAadhaar(digits))
      throw badRequest('Type the whole 12-digit Aadhaar number to find a record by it.', {
        [`filters.${i}.value1`]: ['A whole, valid 12-digit Aadhaar number'],
      });
    return { ...f, value1: vault.hash(digits) };
  });
  return { ...req, filters };
}

export function createBacklogService(database: Database, storage: Storage, site: SiteService, vault: AadhaarVault) {
  const db = database.db;

  async function findByAkn(akn: string, scope: RowScope) {
    if (!/^\d{15}$/.test(akn)) return null;
    // Only 'all' or a SQL scope (backlogScope) is understood here: anything else must not read as "all".
    if (scope !== 'all' && !('where' in scope)) throw new Error('backlog: a record lookup needs a SQL scope');
    const [row] = await db
      .select()
      .from(backlogRecords)
      .where(and(eq(backlogRecords.aknNo, akn), scope === 'all' ? undefined : scope.where));
    return row ?? null;
  }

  return {
    list(scope: RowScope, req: ParsedTableRequest): Promise<TableResponse<BacklogRow>> {
      return queryList<BacklogRow>(database, backlogList, hashAadhaarFilters(req, vault), scope, {
        extraFilters: additionFilters(req.additionFilter),
      });
    },

    /** The same page as JSON text, for the route to send as it is. */
    listJson(scope: RowScope, req: ParsedTableRequest): Promise<string> {
      return queryListJson(database, backlogList, hashAadhaarFilters(req, vault), scope, {
        extraFilters: additionFilters(req.additionFilter),
      });
    },

    exportFile(
      scope: RowScope,
      req: Omit<ParsedTableRequest, 'length' | 'start'>,
      format: ExportFormat,
      columns: string[],
      locale: Locale = 'en',
    ): Promise<ExportFile> {
      return exportList(database, backlogList, hashAadhaarFilters(req, vault), scope, {
        format,
        columns,
        extraFilters: additionFilters(req.additionFilter),
        locale,
      });
    },

    /** The name of a record's acknowledgement file, if the caller's scope holds the record; 404 otherwise. */
    async ackName(scope: RowScope, akn: string): Promise<string> {
      const row = await findByAkn(akn, scope);
      if (!row) throw notFound('No backlog record has this acknowledgement number.');
      return `ACK-${row.aknNo}.pdf`;
    },

    /** Download producer: the imported acknowledgement when there is one, else a slip made from the record. */
    async ackFile(akn: string, locale: Locale = 'en'): Promise<DownloadBody | null> {
      const row = await findByAkn(akn, 'all');
      if (!row) return null;
      const [link] = await db
        .select({ fileId: backlogAckFiles.fileId })
        .from(backlogAckFiles)
        .where(eq(backlogAckFiles.recordId, row.id));
      const file = link && (await storedFileOf(db, link.fileId));
      if (file) return { mime: file.mime, body: await storage.get(file.key) };
      return { mime: 'application/pdf', body: await ackSlipPdf(row, await site.businessInfo(), new Date(), locale) };
    },

    async attachAckFile(
      akn: string,
      data: Buffer,
      originalName: string | undefined,
      actorId: number,
      locale: Locale = 'en',
    ): Promise<{ message: string }> {
      const row = await findByAkn(akn, 'all');
      if (!row) throw notFound('No backlog record has this acknowledgement number.');
      const clean = await validateUpload('file', data, {
        mimes: ['application/pdf'],
        maxBytes: ACK_FILE_MAX_BYTES,
        label: 'a PDF',
      });
      const old = await db.transaction(async (tx) => {
        const [prev] = await tx
          .select({ fileId: backlogAckFiles.fileId })
          .from(backlogAckFiles)
          .where(eq(backlogAckFiles.recordId, row.id));
        const stored = await storeUpload(tx, storage, {
          ownerId: null,
          purpose: 'backlog_ack',
          data: clean.data,
          mime: clean.mime,
          originalName,
        });
        await tx
          .insert(backlogAckFiles)
          .values({ recordId: row.id, fileId: stored.id })
          .onConflictDoUpdate({ target: backlogAckFiles.recordId, set: { fileId: stored.id, createdAt: new Date() } });
        const replaced = prev && (await removeStoredFile(tx, prev.fileId));
        await recordEvent(tx, {
          actorId,
          action: 'backlog_ack_attached',
          entityType: 'backlog_record',
          entityId: row.aknNo,
        });
        return replaced ?? null;
      });
      // The replaced bytes go only after the new link is committed, so a failure never leaves a dangling link.
      if (old) await storage.remove(old.key).catch(() => undefined);
      return { message: translate(locale, 'outcomes.backlog.ackSaved', { aknNo: row.aknNo }) };
    },

    /**
     * Checks every row of a CSV or Excel file; stores all of them in one transaction only if none is
     * wrong, else stores nothing and answers 422 with each problem's row and field.
     */
    async importFile(
      data: Buffer,
      fileName: string | undefined,
      actorId: number,
      locale: Locale = 'en',
    ): Promise<{ message: string; imported: number }> {
      if (data.length === 0) throw badRequest('The file is empty.', { file: ['The file is empty'] });
      let sheet;
      if (isXlsx(data)) {
        sheet = await readXlsx(data).catch(() => {
          throw new AppError(415, 'The Excel file could not be read. Save it again as .xlsx or as CSV.', {
            file: ['Unreadable Excel file'],
          });
        });
      } else if (data.includes(0)) {
        throw new AppError(415, 'Upload the records as a CSV or Excel (.xlsx) file.', {
          file: ['Must be CSV or .xlsx'],
        });
      } else {
        sheet = parseCsv(decodeText(data));
      }

      const codes = columnValues(sheet, 'memno', (s) => s.toUpperCase());
      const acks = columnValues(sheet, 'akn_no', (s) => s.replace(/\s/g, '')).filter((a) => /^\d{15}$/.test(a));
      const knownMerchants = new Set<string>();
      const existingAcks = new Set<string>();
      for (let i = 0; i < codes.length; i += INSERT_CHUNK) {
        (await shopCodesAmong(db, codes.slice(i, i + INSERT_CHUNK))).forEach((c) => knownMerchants.add(c));
      }
      for (let i = 0; i < acks.length; i += INSERT_CHUNK) {
        const found = await db
          .select({ akn: backlogRecords.aknNo })
          .from(backlogRecords)
          .where(inArray(backlogRecords.aknNo, acks.slice(i, i + INSERT_CHUNK)));
        found.forEach((f) => existingAcks.add(f.akn));
      }

      const { records, problems } = checkSheet(sheet, {
        knownMerchants,
        existingAcks,
        today: indiaDate(new Date()),
        locale,
      });
      if (problems.length) throw importReport(problems);

      try {
        await db.transaction(async (tx) => {
          for (let i = 0; i < records.length; i += INSERT_CHUNK) {
            await tx.insert(backlogRecords).values(
              records.slice(i, i + INSERT_CHUNK).map(({ aadhaar, ...r }) => ({
                ...r,
                // Sealed on the way in (docs/decisions/0067): the clear number is never written.
                aadhaarSealed: aadhaar ? vault.seal(aadhaar) : '',
                aadhaarHash: aadhaar ? vault.hash(aadhaar) : null,
                importedBy: actorId,
              })),
            );
          }
          await recordEvent(tx, {
            actorId,
            action: 'backlog_imported',
            entityType: 'backlog_records',
            remark: `${records.length} records from ${fileName ?? 'a file'}`,
          });
        });
      } catch (e) {
        if (isUniqueViolation(e))
          throw conflict(
            'Some of these acknowledgement numbers were imported meanwhile. Import the file again to see which.',
          );
        throw e;
      }
      return {
        message: translate(locale, 'outcomes.backlog.imported', {
          count: records.length,
          shown: records.length.toLocaleString('en-IN'),
        }),
        imported: records.length,
      };
    },

    /** Merchant numbers a backlog row may carry (owners and franchise members), for the import screen and filters. */
    async merchants(): Promise<{ value: string; label: string }[]> {
      const rows = await shopAccounts(db);
      return rows.map((r) => ({ value: r.code, label: `${r.code} — ${r.name}` }));
    },

    /** Rows per status, straight from the counters (for tests and dashboards). */
    async countsByStatus(): Promise<Record<string, number>> {
      const rows = await database.query<{ status: string; n: string | number }>(
        'select status, sum(n)::bigint as n from backlog_day_counts group by status',
      );
      return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
    },
  };
}

function importReport(problems: ImportProblem[]): AppError {
  const rowsWithProblems = new Set(problems.map((p) => p.row)).size;
  const shown = problems.slice(0, REPORT_LIMIT);
  // The sentence in the caller's language by the error handler; the rows' messages are already in it (checkSheet).
  const message = msg('outcomes.backlog.importRefused', {
    problems: problems.length,
    rows: rowsWithProblems,
    listed: problems.length > REPORT_LIMIT ? 'yes' : 'no',
    limit: REPORT_LIMIT,
  });
  return new AppError(422, message, undefined, { rows: shown });
}

export type BacklogService = ReturnType<typeof createBacklogService>;
