import type { MessageId } from './index';
import { textId } from './texts';

/** What a validator reports about one field: zod's issue, as zod and fastify-type-provider-zod hand it on. */
export type Issue = {
  code?: string;
  message?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  input?: unknown;
};

/** How zod's own English messages begin (zod 4's en locale): these are said again from the issue's code. */
const ZOD_WORDS = /^(Invalid|Too small|Too big|Unrecognized key)/;

type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

/**
 * A validator's message in the reader's language (decision 0075), the same on the server and in the form: a sentence
 * the contract wrote ("Aadhaar has 12 digits") from the errors catalogue; zod's own English words by the issue's code
 * and limits (in English, zod's words stay); English as a last resort. `has` tells whether the catalogue holds an id.
 */
export function issueText(issue: Issue, t: Translate, has: (id: MessageId) => boolean, english = false): string {
  const written = issue.message ? textId(issue.message, 'errors') : undefined;
  if (written && has(written)) return t(written);
  // English keeps the validator's own words; another language says the same thing from the issue's code, unless
  // the words are not zod's own (a form's message already in the reader's language).
  if (issue.message && (english || !ZOD_WORDS.test(issue.message))) return issue.message;
  const text = issue.origin === 'string';
  switch (issue.code) {
    case 'invalid_type':
      return t(issue.input === undefined || issue.input === null ? 'errors.zod.required' : 'errors.zod.invalidType');
    case 'too_small':
      if (text && Number(issue.minimum) === 1) return t('errors.zod.required');
      return text
        ? t('errors.zod.tooShort', { minimum: Number(issue.minimum) })
        : t('errors.zod.tooSmall', { minimum: Number(issue.minimum) });
    case 'too_big':
      return text
        ? t('errors.zod.tooLong', { maximum: Number(issue.maximum) })
        : t('errors.zod.tooBig', { maximum: Number(issue.maximum) });
    case 'invalid_format':
      return t('errors.zod.invalidFormat');
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_enum_value':
      return t('errors.zod.invalidValue');
    case 'unrecognized_keys':
      return t('errors.zod.unknownField');
    default:
      return issue.message ?? t('errors.zod.invalidValue');
  }
}
