import type { MessageId } from './index';
import { builtSentenceText } from './sentences';
import { textId } from './texts';

/** What a validator reports about one field: zod's issue, as zod and fastify-type-provider-zod hand it on. */
export type Issue = {
  code?: string;
  message?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  input?: unknown;
  /** A custom issue's sentence as an id and values (`ctx.addIssue({ …, params: { i18n: { id, values } } })`). */
  params?: { i18n?: IssueMessage };
};

/** A sentence with parts: its id in the errors catalogue and its values (English contract texts are said too). */
export type IssueMessage = { id: MessageId; values?: Record<string, string | number> };

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
  const own = issue.params?.i18n;
  if (own && has(own.id)) {
    if (english) return issue.message ?? t(own.id, own.values);
    const values = Object.fromEntries(
      Object.entries(own.values ?? {}).map(([k, v]) => [k, typeof v === 'string' ? sayPart(v, t, has) : v]),
    );
    return t(own.id, values);
  }
  // A sentence built from parts ("Residence address: PIN code is required"), by its hand-written id's shape.
  const built =
    issue.message && !english && !ZOD_WORDS.test(issue.message) ? builtSentenceText(issue.message, t, has) : undefined;
  if (built) return built;
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

/** A value of a sentence in the reader's language: a contract text (labels), a word or sentence of the errors catalogue. */
function sayPart(value: string, t: Translate, has: (id: MessageId) => boolean): string {
  if (!/[A-Za-z]{3}/.test(value)) return value;
  const label = textId(value);
  if (has(label)) return t(label);
  const sentence = textId(value, 'errors');
  if (has(sentence)) return t(sentence);
  return builtSentenceText(value, t, has) ?? value;
}
