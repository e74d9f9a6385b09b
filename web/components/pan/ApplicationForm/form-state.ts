import {
  PanApplicationData,
  applicationProblems,
  emptyApplication,
  isIndividual,
  type AppType,
  type Problem,
  type Section,
} from '../../../../contract/nsdl-pan';
import type { PanCategory } from '../../../../contract/pan';

/* The application form's state: the data as typed, dotted paths into it, and which problems show where. */

/** The value at a dotted path ('residence.pin', 'otherPans.0'). */
export function getAt(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const key of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

/** A copy of obj with the value at a dotted path replaced (arrays stay arrays). */
export function setAt<T>(obj: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.');
  const current = obj as unknown;
  const child = current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
  const next = rest.length ? setAt(child ?? {}, rest.join('.'), value) : value;
  if (Array.isArray(current)) {
    const copy = [...current];
    copy[Number(key)] = next;
    return copy as T;
  }
  return { ...(current as Record<string, unknown>), [key]: next } as T;
}

/** A new form's data: an empty application, with what the category fixes already set. */
export function initialData(category: PanCategory): PanApplicationData {
  const d = emptyApplication();
  // Only an individual has a residence; every other category is written to at its office.
  if (!isIndividual(category)) d.communication = 'office';
  return d;
}

/**
 * The form's data as the server will store it (trimmed, defaults filled), so the checks in the browser
 * see what the server will see.
 */
export function normalised(data: PanApplicationData): PanApplicationData {
  const r = PanApplicationData.safeParse(data);
  return r.success ? r.data : data;
}

/** The sections of the form for a category and type, in the order the form shows them. */
export function formSections(category: PanCategory, appType: AppType): Section[] {
  const person = isIndividual(category);
  const out: Section[] = appType === 'C' ? ['change'] : ['ao'];
  out.push('name', 'personal');
  if (person) out.push('parents');
  out.push('address', 'contact', 'identity');
  if (appType === 'N') out.push('income');
  out.push('representative', 'proofs', 'declaration');
  return out;
}

/** The problems of the data, in the order of the form's sections. */
export function orderedProblems(category: PanCategory, appType: AppType, data: PanApplicationData): Problem[] {
  const order = formSections(category, appType);
  return applicationProblems(category, appType, normalised(data)).sort(
    (a, b) => order.indexOf(a.section) - order.indexOf(b.section),
  );
}

/** Field errors of a 400 answer, with the request's 'data.' prefix taken off the schema's own paths. */
export function serverFieldErrors(errors: Record<string, string[]> | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const key = field.replace(/^data\./, '');
    if (messages[0]) out[key] ??= messages[0];
  }
  return out;
}

/** The element id of a form section, also the hash a "fix" link carries (#section-proofs). */
export const sectionId = (s: Section) => `section-${s}`;

/** Input filters: what a key press may leave in the field. */
export const only = {
  digits: (v: string) => v.replace(/\D/g, ''),
  letters: (v: string) => v.replace(/[^A-Za-z]/g, '').toUpperCase(),
  pan: (v: string) => v.replace(/[^A-Za-z0-9]/g, '').toUpperCase(),
};
