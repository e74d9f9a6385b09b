import { z } from 'zod';
import { CARDS } from '../cards/manifest';
import { GST } from '../gst/manifest';
import { NSDL_PAN } from '../nsdl-pan/manifest';
import { NSDL_PAPERLESS } from '../nsdl-paperless/manifest';
import { REQUEST_KINDS, type ServiceRequestKind } from '../services';
import { UTI } from '../uti/manifest';
import { hi } from './notice-hi';

/*
 * The privacy notice every application form shows above its submit button, and the applicant's consent
 * to it that is stored with the application (docs/decisions/0067). Written per language code so a
 * translation is one more entry; the language stored with the consent is the one the agent was shown.
 * A change of the words is a new version: a consent names the version it was given to.
 */

/** The notice's current version; the server refuses a consent to any other. */
export const PRIVACY_NOTICE_VERSION = '2026-11-29';

/** A request kind whose form collects personal data: every kind its manifest does not mark `notice: false`. */
type NoticeKey = Exclude<ServiceRequestKind, { readonly notice: false }>['key'];

/**
 * The forms that collect an applicant's or a customer's personal data, drawn from the manifests (coupons collect
 * none), so a new kind has its notice and its consent box without a line here; its words below are a type error until
 * written. Card referrals are not on the request engine: the service's id names their notice.
 */
export const NOTICE_SERVICES: readonly NoticeService[] = [
  ...REQUEST_KINDS.flatMap((k) => (k.notice === false ? [] : [k.key as NoticeKey])),
  CARDS.id,
];
export type NoticeService = NoticeKey | typeof CARDS.id;

/** The notice of a service's form, if its form collects personal data (a coupon order does not). */
export const noticeServiceOf = (key: string): NoticeService | undefined =>
  (NOTICE_SERVICES as readonly string[]).includes(key) ? (key as NoticeService) : undefined;

type ServiceWords = {
  /** What the form is, as the notice's title names it. */
  form: string;
  /** What is collected, field by field and document by document, in words. */
  collected: string;
  /** The same in a few words, for the two lines shown before "Read the notice". */
  brief: string;
  why: string;
  who: string;
} & (
  | {
      /** The form takes documents (scans, photographs): they are deleted after the retention's days. */
      documents: true;
    }
  | {
      documents: false;
      /** A form without documents: what of the record stays, and until when, in a sentence of its own. */
      kept: string;
    }
);

export type LanguageWords = {
  /** The language's own name, for a language switch. */
  name: string;
  title: (form: string) => string;
  headings: { collected: string; why: string; who: string; howLong: string; rights: string };
  /** "Documents are deleted …": the agency's retention in days when known; `kept` the words of a form without any. */
  howLong: (documentDays: number | null, kept: string | null) => string;
  /** What the shop's receipt and the SMS / WhatsApp updates keep (issue 27): said on every form the shop charges for. */
  receiptsAndMessages: string;
  /** The applicant's rights and whom to ask, the agency's contact when known. */
  rights: (contact: string | null) => string;
  /** The two-line summary shown collapsed. */
  summary: (brief: string, why: string, documentDays: number | null, documents: boolean) => string;
  /** The sentence the agent confirms by ticking the box. */
  consent: string;
  /** Why a submit without the consent is refused (the server's message too). */
  needed: string;
  readMore: string;
  readLess: string;
  /** How a sentence ends in the language ('.' in English, '।' in Hindi). */
  fullStop: string;
  services: Record<NoticeService, ServiceWords>;
};

const en: LanguageWords = {
  name: 'English',
  title: (form) => `Privacy notice: ${form}`,
  headings: {
    collected: 'What is collected',
    why: 'Why',
    who: 'Who sees it',
    howLong: 'For how long',
    rights: "The applicant's rights",
  },
  howLong: (days, kept) => {
    const when = days ? `${days} days after the application is finished` : "as the agency's retention setting says";
    return kept === null
      ? `The scans, photograph, signature and proofs are deleted ${when} (acknowledged, rejected, refunded or ` +
          'expired). The record of the application and its numbers are kept for the accounts.'
      : `No documents are collected. ${kept}`;
  },
  receiptsAndMessages:
    "The shop's receipt (the customer's name, the service and the amount) is kept 8 years with the shop's books " +
    'of account. The mobile number on it, and on SMS and WhatsApp messages about the application, is cut to its ' +
    'last four digits once it is no longer needed to send them (messages: a set number of days after they are sent); ' +
    'an erasure leaves only the initials of the name.',
  rights: (contact) =>
    'Once the application is finished, the applicant may ask the agency for a copy of their data or for its ' +
    'erasure (what the law requires for accounts is kept). Questions and grievances: ' +
    `${contact ?? "the agency's contact on the Contact page"}.`,
  summary: (brief, why, days, documents) =>
    `${brief} are collected ${why}. ` +
    (documents
      ? `Documents are deleted ${days ? `${days} days` : 'a set time'} after the application is finished.`
      : 'No documents are collected.'),
  consent:
    'The applicant has read (or been read) this notice and agrees to the processing of their data for this application.',
  needed: "The applicant's consent to the privacy notice is needed",
  fullStop: '.',
  readMore: 'Read the notice',
  readLess: 'Hide the notice',
  services: {
    [NSDL_PAN.requests.application.key]: {
      form: 'PAN application (NSDL)',
      collected:
        "The applicant's name and the name to print on the card, father's and mother's names, date of birth, " +
        'gender, residence and office addresses, mobile number and email, Aadhaar number and the name on it, ' +
        "sources of income, a representative assessee's name and address where one signs; for a change or " +
        'correction the PAN and what changes. Documents: the photograph, the signature, the signed form and the ' +
        'proofs of identity, address and date of birth (and of PAN for a change).',
      brief: 'Name, parents, date of birth, address, contact, Aadhaar, photograph, signature and proofs',
      why: 'to make this PAN application with NSDL (Protean eGov Technologies) for the Income Tax Department and to track it',
      who:
        "This shop, the agency's back office that checks and sends the application, NSDL (Protean) and the " +
        'Income Tax Department.',
      documents: true,
    },
    [NSDL_PAPERLESS.requests.application.key]: {
      form: 'paperless PAN application (NSDL e-KYC)',
      collected:
        "The applicant's name, gender, date of birth, mobile number and email, the kind of card wanted and, for " +
        'a change, the PAN. The Aadhaar e-KYC and e-sign are done on the provider’s page: the Aadhaar number and ' +
        'its OTP are not given to this portal. The acknowledgement and its slip are kept with the application.',
      brief: 'Name, gender, date of birth, mobile and email',
      why: 'to make this paperless PAN application with NSDL (Protean eGov Technologies) and to track it',
      who: "This shop, the agency's back office, NSDL (Protean) and the Income Tax Department.",
      documents: true,
    },
    [UTI.requests.psa.key]: {
      form: 'PAN service agent registration (UTIITSL)',
      collected:
        "The applicant's name, date of birth, gender, mobile number and email, PAN, Aadhaar number, and the " +
        "shop's name and address. Documents: copies of the PAN card and the Aadhaar card.",
      brief: 'Name, date of birth, contact, PAN, Aadhaar, the shop’s address and ID copies',
      why: 'to register the applicant as a PAN service agent with UTIITSL and to track the registration',
      who: "This shop, the agency's back office and UTI Infrastructure Technology and Services Ltd (UTIITSL).",
      documents: true,
    },
    [GST.requests.registration.key]: {
      form: 'GST registration',
      collected:
        "The business's legal and trade names, constitution, PAN, address of the place of business and start " +
        'date; for each proprietor, partner or director and for the authorised signatory: name, PAN, Aadhaar ' +
        'number, mobile number and email; the bank account. Documents: the PAN card, proof of the place of ' +
        'business, proof of constitution, photographs, bank proof and the signatory’s authorisation.',
      brief: 'Business details, the partners’ names, PAN, Aadhaar and contact, the bank account and proofs',
      why: 'to apply for this GST registration on the GST portal (GSTN) and to track it',
      who: "This shop, the agency's back office, the GST Network and the tax authorities.",
      documents: true,
    },
    [GST.requests.filing.key]: {
      form: 'GST return filing',
      collected:
        'The GSTIN and legal name, the return and its period, remarks, and the invoice summary (invoice numbers ' +
        "and dates, buyers' GSTINs, places of supply and amounts) with any other document uploaded.",
      brief: 'The GSTIN, the return and the invoice summary',
      why: 'to file this GST return on the GST portal (GSTN) and to track it',
      who: "This shop, the agency's back office, the GST Network and the tax authorities.",
      documents: true,
    },
    [CARDS.id]: {
      form: 'card or loan referral',
      collected: "The customer's name and mobile number, and the card or loan chosen.",
      brief: "The customer's name and mobile number",
      why: 'to refer the customer to the card or loan partner, who contacts them to apply, and to track the referral',
      who: "This shop, the agency's back office and the partner bank or lender.",
      documents: false,
      kept:
        'The name and mobile number stay with the referral for the accounts, and are erased on request once the ' +
        'referral is finished.',
    },
  },
};

/** Every language the notice is written in, by code. */
export const PRIVACY_NOTICES = { en, hi } satisfies Record<string, LanguageWords>;
export type NoticeLanguage = keyof typeof PRIVACY_NOTICES;
export const NOTICE_LANGUAGES = Object.keys(PRIVACY_NOTICES) as [NoticeLanguage, ...NoticeLanguage[]];

/** What the notice's words depend on: the agency's document retention and its contact, when known. */
export const NoticeFacts = z.object({ documentDays: z.number().int().nullable(), contact: z.string().nullable() });
export type NoticeFacts = z.infer<typeof NoticeFacts>;

/** Where a form reads the agency's facts for its notice. */
export const NOTICE_FACTS_PATH = '/api/merchant/privacy/notice';

export type PrivacyNoticeText = {
  version: string;
  language: NoticeLanguage;
  title: string;
  summary: string;
  sections: { heading: string; text: string }[];
  consent: string;
  readMore: string;
  readLess: string;
};

/** The notice of one form in one language, with the agency's facts filled in. */
export function privacyNotice(service: NoticeService, language: NoticeLanguage, facts: NoticeFacts): PrivacyNoticeText {
  const w = PRIVACY_NOTICES[language];
  const s = w.services[service];
  return {
    version: PRIVACY_NOTICE_VERSION,
    language,
    title: w.title(s.form),
    summary: w.summary(s.brief, s.why, facts.documentDays, s.documents),
    sections: [
      { heading: w.headings.collected, text: s.collected },
      { heading: w.headings.why, text: `${s.why[0].toUpperCase()}${s.why.slice(1)}${w.fullStop}` },
      { heading: w.headings.who, text: s.who },
      {
        heading: w.headings.howLong,
        // Card referrals are not charged to a customer: no receipt, no messages.
        text:
          w.howLong(facts.documentDays, s.documents ? null : s.kept) +
          (service === CARDS.id ? '' : ` ${w.receiptsAndMessages}`),
      },
      { heading: w.headings.rights, text: w.rights(facts.contact) },
    ],
    consent: w.consent,
    readMore: w.readMore,
    readLess: w.readLess,
  };
}

export const CONSENT_NEEDED = en.needed;

/**
 * The version of the second, optional tick's words (messages.consent.updates): the customer agrees to SMS / WhatsApp
 * updates on the application. A change of those words is a new version, recorded with each consent given to them.
 */
export const UPDATES_CONSENT_VERSION = '2026-11-29';

/** The customer's choice of updates on the application: the channels agreed to, and the messages' language. */
export const UpdatesConsent = z.object({
  sms: z.boolean(),
  whatsapp: z.boolean(),
  language: z.enum(NOTICE_LANGUAGES, { message: 'Unknown language of the messages' }),
});
export type UpdatesConsent = z.infer<typeof UpdatesConsent>;

/** The consent a charging submit carries: ticked, to this version of the notice, in the language shown. */
export const ConsentBody = z.object({
  accepted: z.literal(true, { message: CONSENT_NEEDED }),
  noticeVersion: z.string().trim().min(1, CONSENT_NEEDED).max(20),
  language: z.enum(NOTICE_LANGUAGES, { message: 'Unknown language of the notice' }),
  /** Absent, or no channel: the customer is never sent a message. */
  updates: UpdatesConsent.optional(),
});
export type ConsentBody = z.infer<typeof ConsentBody>;

/**
 * The body of a submit that charges for an application (shared services' charging move, NSDL PAN's submit,
 * paperless's confirm): the consent. Absent, or no body at all, it is refused by the service (400 naming `consent`).
 */
export const ConsentedSubmit = z.object({ consent: ConsentBody.optional() }).nullish();
export type ConsentedSubmit = z.infer<typeof ConsentedSubmit>;

/** The consent as stored with the application (its `consent` column). */
export const ConsentRecord = z.object({
  noticeVersion: z.string(),
  language: z.string(),
  acceptedAt: z.string(),
  acceptedBy: z.number().int().nullable(),
  /** The customer's agreement to updates, to the words of `version`; absent when not given. */
  updates: UpdatesConsent.extend({ version: z.string() }).optional(),
});
export type ConsentRecord = z.infer<typeof ConsentRecord>;

/** The consent of the current notice in `language`, as a form sends it once the box is ticked. */
export const consentOf = (language: NoticeLanguage = 'en', updates?: UpdatesConsent): ConsentBody => ({
  accepted: true,
  noticeVersion: PRIVACY_NOTICE_VERSION,
  language,
  ...(updates && (updates.sms || updates.whatsapp) ? { updates } : {}),
});
