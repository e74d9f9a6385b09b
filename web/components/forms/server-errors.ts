import type { FormErrors } from '@mantine/form';
import { fieldErrorsOf } from '../../api/error-text';

// Its own module, without zod, so the sign-in page (kept free of zod, decision 0048) can use it too.
/** Puts a 400's field errors (`{errors: {field: [..]}}`) beside the fields; true when there were any. */
export function showServerErrors(form: { setErrors: (errors: FormErrors) => void }, error: unknown): boolean {
  const fields = fieldErrorsOf(error);
  if (!fields) return false;
  const first: FormErrors = {};
  for (const [field, messages] of Object.entries(fields)) if (messages?.[0]) first[field] = messages[0];
  form.setErrors(first);
  return Object.keys(first).length > 0;
}
