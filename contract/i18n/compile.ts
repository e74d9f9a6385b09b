import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

/** A catalogue file's content: id → ICU MessageFormat. */
export type SourceCatalogue = Record<string, string>;
/** What Lingui's `i18n.load` takes: id → the message parsed once, so no ICU parser runs in the browser. */
export type CompiledCatalogue = Record<string, CompiledMessage>;

/**
 * Decision 0075: the web's build (web/i18n/vite-plugin.ts) and the server, at load, compile catalogues with
 * this one function; a message that does not parse fails the build, naming its id.
 */
export function compileCatalogue(source: SourceCatalogue, file = 'catalogue'): CompiledCatalogue {
  const out: CompiledCatalogue = {};
  for (const [id, message] of Object.entries(source)) {
    try {
      out[id] = compileMessageOrThrow(message);
    } catch (e) {
      throw new Error(`${file}: ${id} is not a valid ICU message: ${(e as Error).message}`);
    }
  }
  return out;
}
