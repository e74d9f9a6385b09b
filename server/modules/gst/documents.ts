import {
  GST_FILING_DOCUMENTS,
  GST_REGISTRATION_DOCUMENTS,
  GST_RESULT_DOCUMENTS,
  isValidGstin,
  parsePeriod,
  type GstService,
} from '../../../contract/gst';
import { GST } from '../../../contract/gst/manifest';
import { refuseTooLarge, type DocumentRules, type KindDecl } from '../requests/files';
import type { SharedRequest } from '../requests/store';
import { checkSpreadsheet, inspectInvoiceSummary } from './invoices';

/*
 * What is GST's own in a request's files: the kinds each form takes, the invoice summary of a GSTR-1
 * checked row by row, and spreadsheets kept as "other" documents. The rest is the shared files' (requests/files.ts).
 */

const SHEETS: readonly string[] = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/** The filing's GSTIN and period as the invoice rows are checked against, when they are filled in right. */
export function invoiceContext(d: { gstin?: string; period?: string }): { supplierGstin?: string; period?: string } {
  return {
    supplierGstin: d.gstin && isValidGstin(d.gstin) ? d.gstin : undefined,
    period: d.period && parsePeriod(d.period) ? d.period : undefined,
  };
}

/**
 * Bytes that are no image or PDF, uploaded to a kind that takes a spreadsheet (the engine judges images and
 * PDFs itself, whatever the kind): the invoice summary is read row by row, an "other" sheet must open as one.
 */
async function inspect(
  row: SharedRequest,
  kind: KindDecl,
  data: Buffer,
): Promise<{ mime: string; data: Buffer } | undefined> {
  if (!kind.accept.some((m) => SHEETS.includes(m))) return undefined;
  refuseTooLarge(data);
  // The rows are checked against the filing as it is now; submit checks them again (the period may change).
  if (kind.value === 'invoice_summary')
    return inspectInvoiceSummary(data, invoiceContext(row.data as { gstin?: string; period?: string }));
  return checkSpreadsheet(data);
}

const RESULT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

function documents(service: GstService, merchant: readonly KindDecl[]): DocumentRules {
  const results = GST_RESULT_DOCUMENTS[service].map((k) => ({ ...k, accept: RESULT_TYPES }));
  return {
    kinds: (_row, side) => (side === 'backend' ? results : merchant),
    purpose: { merchant: 'gst-document', backend: 'gst-result' },
    // A filing has one invoice summary: a new one takes the place of the last.
    single: ['invoice_summary'],
    inspect,
  };
}

export const REGISTRATION_DOCUMENTS = documents(GST.requests.registration.key, GST_REGISTRATION_DOCUMENTS);
export const FILING_DOCUMENTS = documents(GST.requests.filing.key, GST_FILING_DOCUMENTS);
