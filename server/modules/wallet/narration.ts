import type { Locale, MessageId } from '../../../contract/i18n';
import type { StoredMessage } from '../../db/schema/notifications';
import { contractText, hasMessage, translate } from '../../lib/i18n';

/**
 * Issue 26: a ledger line as a catalogue message (namespace `ledger`) and its values, stored with the entry in
 * `narration_message` and rendered in the reader's language. `labels` names the values that are contract English
 * (a coupon type): stored in English, each is put in the reader's language with contractText when read. Other values
 * (a name, a reference number, a remark the admin typed) are shown as typed. The entry's `narration` keeps the English
 * line, for search and for the rows made before messages were stored.
 */
export type NarrationMessage = StoredMessage & { id: MessageId; labels?: string[] };

export const narrated = (
  id: MessageId,
  values: Record<string, string | number>,
  labels?: string[],
): NarrationMessage => (labels?.length ? { id, values, labels } : { id, values });

/** A stored narration in a language; null when there is none or the catalogues no longer have its id. */
export function renderNarration(locale: Locale, m: StoredMessage | null | undefined): string | null {
  if (!m || !hasMessage(m.id as MessageId)) return null;
  const labels = (m as NarrationMessage).labels ?? [];
  const values = Object.fromEntries(
    Object.entries(m.values ?? {}).map(([k, v]) => [
      k,
      labels.includes(k) && typeof v === 'string' ? contractText(locale, v) : v,
    ]),
  );
  return translate(locale, m.id as MessageId, values);
}

/** The English line of a narration message: what the entry's `narration` column keeps. */
export const englishNarration = (m: NarrationMessage): string => renderNarration('en', m) ?? m.id;

/** An entry's narration for a reader: its message in the reader's language, else the English it was written with. */
export const narrationIn = (
  locale: Locale,
  e: { narration: string; narrationMessage?: StoredMessage | null },
): string => renderNarration(locale, e.narrationMessage) ?? e.narration;
