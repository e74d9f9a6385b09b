import type { MessageId } from '../../contract/i18n';
import { i18n } from './index';

/**
 * A text that code outside a component writes (an error's fallback, an alert, a default title), exact in English as
 * the SPEC gives it, in the active language otherwise: the Hindi catalogues are all loaded when Hindi is chosen, so
 * no English catalogue needs to come with this code (decision 0075).
 */
export function said(id: MessageId, english: string, values?: Record<string, string | number>): string {
  return i18n.locale !== 'en' && i18n.messages[id] ? i18n._(id, values) : english;
}
