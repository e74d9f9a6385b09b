import { z } from 'zod';

/** docs/architecture.md#http-conventions: every error the API sends has this shape. */
export const ErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Set on login answers once the user name needs a captcha. */
  captchaRequired: z.boolean().optional(),
  /** ISO time until which a locked account stays locked. */
  lockedUntil: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
