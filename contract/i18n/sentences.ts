import englishErrors from './catalogues/en/errors.json';
import type { MessageId } from './index';
import { textId } from './texts';

/*
 * Decision 0075 (error sentences with parts): the contract's validators build some sentences from parts
 * ("Residence address: PIN code is required", "Person 2: PAN is required") and hand them on as English strings,
 * through zod issues, problem lists and the server's field errors. Each such sentence has a hand-written id in the
 * errors catalogue whose English is the same sentence with placeholders ("{label}: PIN code is required"); the
 * English string is matched back against those, its parts taken out and said in the reader's language too (a contract
 * text from `labels`, a word or a sentence from `errors`), then the whole is rendered from the catalogue.
 */

type Translate = (id: MessageId, values?: Record<string, string | number>) => string;
type Has = (id: MessageId) => boolean;

type Pattern = { id: MessageId; re: RegExp; names: string[]; literal: number };

const HAND_WRITTEN = /^errors\.(?!zod\.)[A-Za-z0-9.]+$/;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let patterns: Pattern[] | undefined;
let words: Map<string, MessageId> | undefined;

/**
 * A message's literal parts and placeholder names, alternating, from its ICU source (the server reads the JSON) or
 * its compiled form (the web's build compiles each catalogue: strings, and [name] for a placeholder); undefined for a
 * plural or a select, which cannot be read back from English.
 */
function shape(message: unknown): string[] | undefined {
  if (typeof message === 'string') return /\{[^{}]*,/.test(message) ? undefined : message.split(/\{(\w+)\}/);
  if (!Array.isArray(message)) return undefined;
  const parts = [''];
  for (const m of message) {
    if (typeof m === 'string') parts[parts.length - 1] += m;
    else if (Array.isArray(m) && m.length === 1 && typeof m[0] === 'string') parts.push(m[0], '');
    else return undefined;
  }
  return parts;
}

function load() {
  patterns = [];
  words = new Map();
  for (const [id, message] of Object.entries(englishErrors as Record<string, unknown>)) {
    if (!HAND_WRITTEN.test(id)) continue;
    const parts = shape(message);
    if (!parts) continue;
    if (parts.length === 1) {
      words.set(parts[0], id as MessageId);
      continue;
    }
    const names: string[] = [];
    let source = '^';
    parts.forEach((p, i) => {
      if (i % 2) {
        names.push(p);
        source += '(.+?)';
      } else source += escape(p);
    });
    const literal = parts.filter((_, i) => i % 2 === 0).join('').length;
    patterns.push({ id: id as MessageId, re: new RegExp(`${source}$`), names, literal });
  }
  patterns.sort((a, b) => b.literal - a.literal);
}

const MAX_DEPTH = 3;

/**
 * A sentence the contract built from parts, in the reader's language, or undefined when no hand-written id has its
 * shape. A part is said as a contract text (labels), a word or sentence of the errors catalogue, or a sentence built
 * in turn; data (numbers, PANs, letters) stays as it is. Of several shapes that fit, the one that leaves fewest
 * English parts wins, then the most specific.
 */
export function builtSentenceText(english: string, t: Translate, has: Has): string | undefined {
  return built(english, t, has, 0)?.text;
}

/** A sentence said from its shape, and how many of its parts (however deep) stayed English. */
type Said = { text: string; unsaid: number };

function built(english: string, t: Translate, has: Has, depth: number): Said | undefined {
  if (!patterns || !words) load();
  const word = words!.get(english);
  if (word) return { text: t(word), unsaid: 0 };
  if (depth >= MAX_DEPTH) return undefined;
  let best: (Said & { literal: number }) | undefined;
  for (const p of patterns!) {
    if (best && best.unsaid === 0 && p.literal < best.literal) break;
    const m = p.re.exec(english);
    if (!m) continue;
    let unsaid = 0;
    const values: Record<string, string> = {};
    p.names.forEach((name, i) => {
      const said = partText(m[i + 1], t, has, depth + 1);
      values[name] = said.text;
      unsaid += said.unsaid;
    });
    if (!best || unsaid < best.unsaid) best = { text: t(p.id, values), unsaid, literal: p.literal };
  }
  return best;
}

/** One part of a built sentence in the reader's language; data (numbers, codes, a letter) stays as it is. */
function partText(part: string, t: Translate, has: Has, depth: number): Said {
  // Data stays: numbers, a letter, a two-letter code or title ("Dr" is a person's title here, not a ledger's debit).
  if (!/[A-Za-z]{3}/.test(part)) return { text: part, unsaid: 0 };
  const capital = part.charAt(0).toUpperCase() + part.slice(1);
  for (const text of part === capital ? [part] : [part, capital]) {
    const label = textId(text);
    if (has(label)) return { text: t(label), unsaid: 0 };
    const sentence = textId(text, 'errors');
    if (has(sentence)) return { text: t(sentence), unsaid: 0 };
  }
  return built(part, t, has, depth) ?? { text: part, unsaid: /[A-Za-z]{3}/.test(part) ? 1 : 0 };
}
