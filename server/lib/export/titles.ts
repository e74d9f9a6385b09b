import type { Locale, MessageId } from '../../../contract/i18n';
import { contractText, translate } from '../i18n';

/**
 * The titles the server gives its exports (a list definition's `title`, the daily collection's) and the column labels a
 * server list adds, that the contract does not write, by their English: each is a `printouts.export.*` message. Those
 * the contract writes (a service's list, "Staff", most columns) are contract texts, translated from `labels`.
 */
const WORDS: Record<string, MessageId> = {
  Registrations: 'printouts.export.title.registrations',
  'All users': 'printouts.export.title.allUsers',
  'ID sales': 'printouts.export.title.idSales',
  Members: 'printouts.export.title.members',
  Couriers: 'printouts.export.title.couriers',
  'Credit card requests': 'printouts.export.title.cardRequests',
  'Backlog PAN list': 'printouts.export.title.backlog',
  Packages: 'printouts.export.title.packages',
  'Company bank accounts': 'printouts.export.title.companyBanks',
  'ID types': 'printouts.export.title.idTypes',
  'KYC submissions': 'printouts.export.title.kyc',
  'Payment requests': 'printouts.export.title.payments',
  'Ledger statement': 'printouts.export.title.ledger',
  'Access log': 'printouts.export.title.accessLog',
  'Daily collection': 'printouts.export.title.dailyCollection',
  Messages: 'printouts.export.title.messages',
  Receipts: 'collections.export.receipts',
  Collections: 'collections.export.collections',
  'Tax invoices': 'printouts.export.title.taxInvoices',
  Earnings: 'printouts.export.title.earnings',
  'Fund transfers': 'printouts.export.title.fundTransfers',
  // Columns a server list adds to the contract's (a file may hold them as well as the screen).
  'Merchant name': 'printouts.export.column.merchantName',
  Slip: 'printouts.export.column.slip',
  'Pending first': 'printouts.export.column.pendingFirst',
  'Waiting first': 'printouts.export.column.waitingFirst',
};

/**
 * An export's title or a column's heading (English as its definition writes it) in the reader's language: the PDF's
 * heading, the sheet's name, the header row.
 */
export function exportText(locale: Locale, english: string): string {
  const id = WORDS[english];
  return id ? translate(locale, id) : contractText(locale, english);
}
