import { DEFAULT_LOCALE, type Locale, type MessageId } from '../../contract/i18n';
import { translate, valuesIn, type TextValues } from './i18n';

export { day, either, sentences, text } from './i18n';

/**
 * An error sentence with parts (decision 0075): a catalogue id and its values, rendered in the caller's language by
 * the error handler. A fixed sentence is given in English instead, and found in the errors catalogue by its words.
 * A value that is contract English (a noun, a state's label) is wrapped in `text()`, so each language says it in its
 * own words; people's data, numbers and references are given as they are.
 */
export type Msg = { readonly id: MessageId; readonly values?: TextValues };
export const msg = (id: MessageId, values?: TextValues): Msg => ({ id, values });

/** A sentence with parts in a language, its contract texts included. */
export const msgText = (locale: Locale, m: Msg): string => translate(locale, m.id, valuesIn(locale, m.values));

const english = (m: string | Msg) => (typeof m === 'string' ? m : msgText(DEFAULT_LOCALE, m));

/** A failure the client should see as-is: status, a sentence, and optionally field → messages. */
export class AppError extends Error {
  /** The sentence as an id and values, when it has parts; `message` is its English. */
  readonly msg?: Msg;
  /** Each field's messages in English. */
  readonly errors?: Record<string, string[]>;
  /** The field messages that have parts, by field and place in its list (the others are found by their English). */
  readonly fieldMsgs?: Record<string, (Msg | undefined)[]>;
  constructor(
    readonly status: number,
    message: string | Msg,
    errors?: Record<string, readonly (string | Msg)[]>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(english(message));
    if (typeof message !== 'string') this.msg = message;
    if (errors) {
      this.errors = Object.fromEntries(Object.entries(errors).map(([f, list]) => [f, list.map(english)]));
      const parts = Object.entries(errors).filter(([, list]) => list.some((m) => typeof m !== 'string'));
      if (parts.length)
        this.fieldMsgs = Object.fromEntries(
          parts.map(([f, list]) => [f, list.map((m) => (typeof m === 'string' ? undefined : m))]),
        );
    }
    this.name = 'AppError';
  }
}

export const badRequest = (message: string | Msg, errors?: Record<string, readonly (string | Msg)[]>) =>
  new AppError(400, message, errors);
export const fieldError = (field: string, message: string | Msg) => new AppError(400, message, { [field]: [message] });
export const unauthorized = (message: string | Msg = 'Please sign in to continue.') => new AppError(401, message);
export const forbidden = (message: string | Msg = 'You do not have permission to do this.') =>
  new AppError(403, message);
export const notFound = (message: string | Msg = 'Not found.') => new AppError(404, message);
export const conflict = (message: string | Msg) => new AppError(409, message);
export const unprocessable = (message: string | Msg, extra?: Record<string, unknown>) =>
  new AppError(422, message, undefined, extra);
