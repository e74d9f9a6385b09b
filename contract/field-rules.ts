import type { z } from 'zod';
import type { RequestProblem } from './requests';

/**
 * A form's rule for one text field: what to say when it is empty (nothing: it is optional) and what is
 * wrong with a value. Every UTI field is one such rule, so the checks read as a table.
 */
export type FieldRule<D> = {
  field: keyof D & string;
  section: string;
  missing?: string;
  check?: (value: string, data: D) => string | null;
};

export function fieldProblems<D extends Record<string, unknown>>(
  rules: readonly FieldRule<D>[],
  data: D,
): RequestProblem[] {
  return rules.flatMap(({ field, section, missing, check }): RequestProblem[] => {
    const value = String(data[field] ?? '');
    if (!value) return missing ? [{ field, section, message: missing, kind: 'missing' }] : [];
    const message = check?.(value, data);
    return message ? [{ field, section, message, kind: 'format' }] : [];
  });
}

/** A check as a zod refinement, so a body's schema refuses with the same words the form shows. */
export const refineWith =
  <T>(check: (v: T) => string | null) =>
  (v: T, ctx: z.RefinementCtx) => {
    const message = check(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
