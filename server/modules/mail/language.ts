import { DEFAULT_LOCALE, type Locale, type MessageId } from '../../../contract/i18n';
import type { Db, Tx } from '../../db/client';
import { savedLanguage } from '../account/language';
import { translate, type Values } from '../../lib/i18n';
import type { Mail } from './service';

/*
 * Issue 26: a mail is written in its recipient's language, the one saved in their settings. Without one, the
 * language of the request that caused it when the recipient made that request (a sign-in, a registration), else
 * English (the fallback the caller passes).
 */

/** The recipient's saved language, or `fallback` when they have none (or there is no account yet). */
export async function recipientLocale(
  db: Db | Tx,
  userId: number | null | undefined,
  fallback: Locale = DEFAULT_LOCALE,
): Promise<Locale> {
  if (typeof userId !== 'number') return fallback;
  return (await savedLanguage(db, userId)) ?? fallback;
}

/** The mails of the `mails` catalogue: each has `mails.<name>.subject` and `mails.<name>.body`. */
export type MailName =
  | 'registrationReceived'
  | 'registrationApproved'
  | 'registrationRejected'
  | 'signIn'
  | 'signInCode'
  | 'userName'
  | 'resetPassword'
  | 'kycApproved'
  | 'kycRejected'
  | 'utiPsa';

/** A mail of the catalogue in a language, ready for MailService.queue. */
export function catalogueMail(locale: Locale, to: string, name: MailName, values: Values): Mail {
  return {
    to,
    subject: translate(locale, `mails.${name}.subject` as MessageId, values),
    body: translate(locale, `mails.${name}.body` as MessageId, values),
  };
}
