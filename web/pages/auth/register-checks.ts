import { RegistrationRequest } from '../../../contract/registration';
import type { Errors, Field, Values } from './register-parts/fields';

// The form's rules are the contract's (zod). This module loads once the form is on screen, so the validation
// library is not among what a first visit to /auth/register waits for.

/** Typed fields the user must fill: an empty one just says "Required" (in the page's language) before any format rule. */
const TYPED_REQUIRED = new Set<Field>([
  'fName',
  'lName',
  'fatherName',
  'mobileNo',
  'emailId',
  'shopName',
  'address1',
  'district',
  'pin',
  'captcha',
]);

/** The contract's rule for one field, so the messages here are the server's own. */
function checkField(field: Field, value: string, required: string): string | undefined {
  if (TYPED_REQUIRED.has(field) && !value.trim()) return required;
  const rule = RegistrationRequest.shape[field];
  const parsed = rule.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** Every field's first problem, in the form's order; `required` is the catalogue's "Required" (auth.form.required). */
export function checkAll(values: Values, required: string): Errors {
  const out: Errors = {};
  for (const f of Object.keys(values) as Field[]) {
    const message = checkField(f, values[f], required);
    if (message) out[f] = message;
  }
  return out;
}
