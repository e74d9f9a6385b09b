import { z } from 'zod';
import { checkedByMobile, TRACK_STAGES, type TrackResult } from './track-page';

export * from './track-page';

/*
 * The public status page (issue 27 §2): anyone holding a receipt checks where an application is, with its number and
 * the applicant's date of birth (or, for a service that asks none, the last 4 digits of the customer's mobile). The
 * answer says the stage in plain words and names no one: the applicant by initials, the shop by its name and phone.
 *
 *   public  POST TRACK_API { number, dob?, mobileLast4? } → TrackAnswer; a miss of any kind is one 404 sentence.
 *
 * The server's schemas; the page reads the zod-free part (./track-page) and shows the server's field errors.
 */
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const realDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

export const TrackQuery = z
  .object({
    // Spaces a reader copies from a slip ("PT 0000 0000 01") are not part of the number.
    number: z
      .string({ message: 'Required' })
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .pipe(
        z
          .string()
          .min(1, 'Required')
          .max(20, 'Only letters, digits and -')
          .regex(/^[A-Z0-9-]+$/, 'Only letters, digits and -'),
      ),
    dob: z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || (DATE_RE.test(v) && realDate(v)), 'Date of birth is not a real date (YYYY-MM-DD)'),
    mobileLast4: z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || /^\d{4}$/.test(v), 'Enter the last 4 digits of the mobile number'),
    /** Which of the two the reader chose to give: only says which field a missing one is asked on. */
    by: z.enum(['dob', 'mobile']).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.dob || q.mobileLast4) return;
    if (checkedByMobile(q.number) || q.by === 'mobile')
      ctx.addIssue({ code: 'custom', path: ['mobileLast4'], message: 'Enter the last 4 digits of the mobile number' });
    else ctx.addIssue({ code: 'custom', path: ['dob'], message: 'Enter the date of birth' });
  });
export type TrackQueryInput = z.input<typeof TrackQuery>;

export const TrackAnswer = z.object({
  /** The request kind's key; the page names the service in the reader's language. */
  service: z.string(),
  /** The number as the shop gave it (the reference or token number). */
  number: z.string(),
  stage: z.enum(TRACK_STAGES),
  /** When the current stage began (ISO). */
  since: z.string(),
  /** Every stage passed, oldest first, each with when it began. */
  history: z.array(z.object({ stage: z.enum(TRACK_STAGES), at: z.string() })),
  /** The acknowledgement number, once given. */
  ackNo: z.string().nullable(),
  /** The courier carrying the application, once dispatched. */
  courier: z.object({ company: z.string(), docketNo: z.string() }).nullable(),
  shop: z.object({ name: z.string(), phone: z.string() }),
  /** The applicant's initials ("R. K. P."), never the name. */
  initials: z.string(),
});
export type TrackAnswer = z.infer<typeof TrackAnswer>;

/** The page's zod-free type (contract/track-page.ts) is the schema's: a change to one alone fails to compile here. */
type AnswerIsResult = [TrackAnswer, TrackResult] extends [TrackResult, TrackAnswer] ? true : never;
export const TRACK_ANSWER_IS_RESULT: AnswerIsResult = true;
