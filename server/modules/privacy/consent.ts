import {
  PRIVACY_NOTICE_VERSION,
  UPDATES_CONSENT_VERSION,
  type ConsentBody,
  type ConsentRecord,
  type NoticeFacts,
} from '../../../contract/privacy/notice';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { fieldError, msg } from '../../lib/errors';
import type { createSiteService } from '../site/service';
import { retentionSettings } from './retention';

/*
 * The applicant's consent to the privacy notice (docs/decisions/0067): a charging submit carries it, and
 * what is stored with the application is checked here first, so a submit without it charges nothing.
 */

/**
 * The consent to store with the application being submitted now by `user`, or the 400 naming `consent`
 * when there is none or it was given to a notice that is not the current one.
 */
export function consentRecord(user: Pick<AuthUser, 'id'>, consent: ConsentBody | null | undefined): ConsentRecord {
  // The notice's own words for it, in the caller's language (the catalogue holds each language's `needed`).
  if (!consent?.accepted) throw fieldError('consent', msg('errors.privacy.consentNeeded'));
  if (consent.noticeVersion !== PRIVACY_NOTICE_VERSION)
    throw fieldError('consent', 'The privacy notice has changed since it was shown: read it again and tick the box.');
  return {
    noticeVersion: consent.noticeVersion,
    language: consent.language,
    acceptedAt: new Date().toISOString(),
    acceptedBy: user.id,
    // No channel ticked is no agreement: nothing recorded, so no message is ever sent.
    ...(consent.updates && (consent.updates.sms || consent.updates.whatsapp)
      ? { updates: { ...consent.updates, version: UPDATES_CONSENT_VERSION } }
      : {}),
  };
}

/** What a form's notice says of this agency: how long documents are kept, and whom to ask. */
export async function noticeFacts(db: Db, site: ReturnType<typeof createSiteService>): Promise<NoticeFacts> {
  const settings = await retentionSettings(db);
  const info = await site.businessInfo();
  const contact = [info.businessName, info.emailId, info.contactNo].filter(Boolean).join(', ');
  return { documentDays: settings.documentDays, contact: contact || null };
}
