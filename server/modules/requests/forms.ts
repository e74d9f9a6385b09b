import type { RequestProblem, RequiredDocument } from '../../../contract/requests';
import { badRequest, msg, sentences } from '../../lib/errors';

/*
 * What a service's form is, as the shared drafts read it: its data's schema, what is wrong or missing
 * in it, the documents it needs and the columns its lists filter by. The rules themselves live in the
 * service's contract; this is only how the server asks them.
 */

/** The generic columns of service_requests a list filters and searches by, copied out of the data on save. */
export type ListFields = { name: string; subject: string; kind: string; period: string };

export type FormRules<D = unknown> = {
  /** The stored data as the form's type; what cannot be read becomes the empty form. */
  parse(raw: unknown): D;
  problems(d: D): RequestProblem[];
  required(d: D): readonly RequiredDocument[];
  listFields(d: D): ListFields;
};

type SafeParser<D> = { safeParse(v: unknown): { success: true; data: D } | { success: false } };

/** parse() of a form: the schema's reading of the data, or the empty form. */
export const parseOr =
  <D>(schema: SafeParser<D>, empty: () => D) =>
  (raw: unknown): D => {
    const r = schema.safeParse(raw ?? {});
    return r.success ? r.data : empty();
  };

/** Problems as field errors, {field: [messages]}, the shape every 400 and 422 carries. */
export function problemsToErrors(
  problems: readonly Pick<RequestProblem, 'field' | 'message'>[],
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const p of problems) (out[p.field] ??= []).push(p.message);
  return out;
}

/** 400 for values that are wrong as typed; missing ones are allowed in a draft. */
export function refuseMalformed(problems: readonly RequestProblem[]): void {
  const bad = problems.filter((p) => p.kind === 'format');
  if (bad.length)
    throw badRequest(
      bad.length === 1
        ? bad[0].message
        : msg('errors.requests.fieldsToCorrect', { count: bad.length, problems: sentences(bad.map((p) => p.message)) }),
      problemsToErrors(bad),
    );
}

/** Everything that keeps a draft from being submitted: its data's problems and the documents not yet uploaded. */
export function readiness<D>(
  rules: FormRules<D>,
  data: D,
  uploaded: readonly { kind: string }[],
): Record<string, string[]> {
  const errors = problemsToErrors(rules.problems(data));
  for (const r of rules.required(data)) {
    const have = uploaded.filter((f) => f.kind === r.kind).length;
    if (have < r.count)
      (errors[`documents.${r.kind}`] ??= []).push(
        r.count > 1
          ? `Upload the ${r.label.toLowerCase()} (${have} of ${r.count} uploaded)`
          : `Upload the ${r.label.toLowerCase()}`,
      );
  }
  return errors;
}
