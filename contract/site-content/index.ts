import { z } from 'zod';
import { safeContentHref } from './links';

/* The slides and news of the home and the dashboards: what the admin saves and what a page is sent. */
export * from './links';

/** Who sees a slide: the public home, the merchant dashboard, or both. */
export const SLIDE_AUDIENCES = ['public', 'merchants', 'both'] as const;
export type SlideAudience = (typeof SLIDE_AUDIENCES)[number];

/** Who sees a news item: visitors of the public home, merchants, or the back office. */
export const NEWS_AUDIENCES = ['public', 'merchants', 'backend'] as const;
export type NewsAudience = (typeof NEWS_AUDIENCES)[number];

export const NEWS_TYPES = ['notice', 'offer', 'alert'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

export const SLIDE_TEXT_MAX = 100;
export const SLIDE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** An absolute http(s) address or a path on this site ("/services"); never "//elsewhere", "/\elsewhere" or "javascript:". */
export const contentLink = z
  .string()
  .trim()
  .max(300, 'At most 300 characters')
  .refine(
    (v) => v === '' || safeContentHref(v) !== null,
    'Enter an http(s):// address or a path on this site starting with a single /',
  );

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD');
const optionalDate = z
  .union([isoDate, z.literal('')])
  .nullish()
  .transform((v) => (v ? v : null));

function endNotBeforeStart<T extends { startsOn: string | null; endsOn: string | null }>(v: T, ctx: z.RefinementCtx) {
  if (v.startsOn && v.endsOn && v.endsOn < v.startsOn)
    ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'The end date must not be before the start date' });
}

export const SlideInput = z
  .object({
    title: z.string().trim().min(1, 'Required').max(80, 'At most 80 characters'),
    text: z.string().trim().max(SLIDE_TEXT_MAX, `At most ${SLIDE_TEXT_MAX} characters`),
    link: contentLink,
    audience: z.enum(SLIDE_AUDIENCES),
    startsOn: optionalDate,
    endsOn: optionalDate,
    active: z.boolean(),
  })
  .superRefine(endNotBeforeStart);
export type SlideInput = z.input<typeof SlideInput>;

/** A slide as the admin list shows it. */
export const Slide = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  link: z.string(),
  audience: z.enum(SLIDE_AUDIENCES),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  active: z.boolean(),
  position: z.number(),
  /** Changes with the image, so the image URL can be cached for good. */
  imageVersion: z.number(),
});
export type Slide = z.infer<typeof Slide>;

/** A slide as a visitor sees it. */
export const ShownSlide = Slide.pick({ id: true, title: true, text: true, link: true, imageVersion: true });
export type ShownSlide = z.infer<typeof ShownSlide>;

export const SlideOrder = z.object({ ids: z.array(z.number().int().positive()).min(1) });
export type SlideOrder = z.infer<typeof SlideOrder>;

export const NewsInput = z
  .object({
    title: z.string().trim().min(1, 'Required').max(120, 'At most 120 characters'),
    text: z.string().trim().max(500, 'At most 500 characters'),
    link: contentLink,
    type: z.enum(NEWS_TYPES),
    audience: z.enum(NEWS_AUDIENCES),
    startsOn: optionalDate,
    endsOn: optionalDate,
  })
  .superRefine(endNotBeforeStart);
export type NewsInput = z.input<typeof NewsInput>;

export const NewsItem = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  link: z.string(),
  type: z.enum(NEWS_TYPES),
  audience: z.enum(NEWS_AUDIENCES),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  createdAt: z.string(),
});
export type NewsItem = z.infer<typeof NewsItem>;

/** What a page shows: the running slides and news for its audience (alerts this user dismissed left out). */
export const SiteContentView = z.object({ slides: z.array(ShownSlide), news: z.array(NewsItem) });
export type SiteContentView = z.infer<typeof SiteContentView>;
