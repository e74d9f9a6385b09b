/*
 * What Protean's e-KYC (Aadhaar) and e-Sign codes mean for the agent at the counter, and what to do next
 * (Protean's published e-KYC and e-Sign error codes). A code not listed here is shown as the provider worded it.
 */

export type ProviderErrorInfo = { title: string; whatToDo: string };

/*
 * A failure ends the application and refunds it (decision 0055): the agent starts again with "Apply
 * again", which keeps the details, never by resuming the failed one.
 */
const APPLY_AGAIN = 'apply again from the list (the details are kept)';
const OTP_AGAIN = `Ask for a new OTP: ${APPLY_AGAIN}.`;
const OTP_BLOCKED = `UIDAI blocks further OTPs for a while: wait, then ${APPLY_AGAIN}.`;

/** In the order a test page or a filter lists them: e-KYC, then e-Sign. */
export const PROVIDER_ERRORS = [
  {
    code: 'EKYC008',
    title: 'Fingerprint not matched with Aadhaar',
    whatToDo:
      `Clean the finger and the scanner, then ${APPLY_AGAIN} and try another finger, or use the OTP ` +
      `sent to the mobile linked to Aadhaar instead.`,
  },
  {
    code: 'EKYC009',
    title: 'Wrong OTP entered',
    whatToDo: `Check the OTP on the applicant's phone carefully. ${OTP_AGAIN}`,
  },
  {
    code: 'EKYC010',
    title: 'The OTP expired (it is valid for 10 minutes)',
    whatToDo: `${OTP_AGAIN} Enter it within 10 minutes.`,
  },
  { code: 'EKYC011', title: 'Too many wrong OTPs', whatToDo: OTP_BLOCKED },
  { code: 'EKYC040', title: 'OTP attempts used up', whatToDo: OTP_BLOCKED },
  {
    code: 'EKYC013',
    title: 'No mobile number is linked to this Aadhaar',
    whatToDo:
      'The applicant must link a mobile number at an Aadhaar centre first, or use fingerprint e-KYC, or apply with the physical form.',
  },
  {
    code: 'EKYC027',
    title: 'The address in Aadhaar is too long for the PAN form',
    whatToDo:
      'The applicant should shorten the address in Aadhaar (at an Aadhaar centre or online), or apply with the physical form.',
  },
  {
    code: 'EKYC028',
    title: 'The address in Aadhaar has characters the PAN form cannot take',
    whatToDo:
      'The address must be in English letters only: the applicant should correct it in Aadhaar, or apply with the physical form.',
  },
  {
    code: '112',
    title: 'e-Sign found no mobile number or email for the applicant',
    whatToDo:
      `Check the application's mobile number and email and that a mobile number is linked to the ` +
      `applicant's Aadhaar, then ${APPLY_AGAIN}.`,
  },
  {
    code: '953',
    title: 'Too many e-Sign OTPs asked for',
    whatToDo: `Wait a while (the e-Sign OTP limit resets later), then ${APPLY_AGAIN}.`,
  },
  {
    code: 'ESP-415',
    title: 'e-Sign could not be completed',
    whatToDo: `Try the e-Sign again: ${APPLY_AGAIN}; if it fails again, try later.`,
  },
  {
    code: 'ESP-944',
    title: "The e-Sign was cancelled on the provider's page",
    whatToDo: `To finish the e-Sign, ${APPLY_AGAIN}.`,
  },
  {
    code: 'ESP-945',
    title: "The e-Sign was cancelled on the provider's page",
    whatToDo: `To finish the e-Sign, ${APPLY_AGAIN}.`,
  },
  {
    code: 'ESP-946',
    title: "The provider's page expired",
    whatToDo: `The applicant took too long: ${APPLY_AGAIN} and finish without long pauses.`,
  },
] as const satisfies readonly (ProviderErrorInfo & { code: string })[];
export type KnownProviderError = (typeof PROVIDER_ERRORS)[number]['code'];

export const PROVIDER_ERROR_CODES: readonly KnownProviderError[] = PROVIDER_ERRORS.map((e) => e.code);

// A Map, not an object: a code such as "constructor" must not find anything.
const BY_CODE: ReadonlyMap<string, ProviderErrorInfo> = new Map(PROVIDER_ERRORS.map((e) => [e.code, e]));

export type ExplainedError = { code: string; title: string; whatToDo: string | null; known: boolean };

/** Codes arrive as "ekyc009", " ESP-944 " or "112": compared upper-cased, trimmed. */
const normalise = (code: string) => code.trim().toUpperCase();

/**
 * The catalogue's words for a code, or for an unknown code the provider's own message as it is (and
 * nothing invented about what to do).
 */
export function explain(code: string | null | undefined, message: string | null | undefined): ExplainedError {
  const c = normalise(code ?? '');
  const entry = BY_CODE.get(c);
  if (entry) return { code: c, title: entry.title, whatToDo: entry.whatToDo, known: true };
  const said = (message ?? '').trim();
  return {
    code: c,
    title: said || (c ? `The provider refused with code ${c}` : 'The provider gave no reason'),
    whatToDo: null,
    known: false,
  };
}
