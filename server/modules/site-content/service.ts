import { and, asc, desc, eq, inArray, isNull, lte, gte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import { openedFeed, type ChangeFeed } from '../../db/change-feed';
import { siteNews, siteNewsDismissals, siteSlides } from '../../db/schema/site-content';
import {
  NewsInput,
  SlideInput,
  SLIDE_IMAGE_MAX_BYTES,
  type NewsAudience,
  type NewsItem,
  type ShownSlide,
  type Slide,
  type SiteContentView,
  type SlideWidth,
} from '../../../contract/site-content';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { validateUpload } from '../../lib/uploads';
import { recordEvent } from '../../lib/audit';

/** The pages that show site content: each has its own slides and news (decision 0058). */
export type ContentPage = 'public' | 'merchants' | 'backend';

const IMAGE_RULE = {
  mimes: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: SLIDE_IMAGE_MAX_BYTES,
  maxSide: 6000,
  label: 'PNG, JPEG or WebP',
};

/** Dates are the shop's calendar: a slide "ending 31 March" runs through the Indian day of 31 March. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A slide image at one width, cropped to the carousel's 16:5 band and re-encoded, so only our pixels are served. */
async function slideImage(data: Buffer, width: SlideWidth): Promise<Buffer> {
  return sharp(data, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width, height: Math.round((width * 5) / 16), fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer();
}

function slideOf(r: typeof siteSlides.$inferSelect): Slide {
  return {
    id: r.id,
    title: r.title,
    text: r.text,
    link: r.link,
    audience: r.audience,
    startsOn: r.startsOn,
    endsOn: r.endsOn,
    active: r.active,
    position: r.position,
    imageVersion: r.imageVersion,
  };
}

function newsOf(r: typeof siteNews.$inferSelect): NewsItem {
  return {
    id: r.id,
    title: r.title,
    text: r.text,
    link: r.link,
    type: r.type,
    audience: r.audience,
    startsOn: r.startsOn,
    endsOn: r.endsOn,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The form's fields checked as the JSON routes check theirs: {message, errors:{field:[...]}}. */
export function parseOrFail<T>(
  schema: {
    safeParse(
      v: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const errors: Record<string, string[]> = {};
  for (const issue of r.error.issues) (errors[String(issue.path[0] ?? '_')] ??= []).push(issue.message);
  const [field, messages] = Object.entries(errors)[0]!;
  throw badRequest(`${field}: ${messages[0]}`, errors);
}

type Cached = { day: string; mark: string; view: SiteContentView };
const caches = new WeakMap<ChangeFeed, { entries: Map<ContentPage, Cached>; generation: number }>();

/**
 * What each page shows is read on every visit of the public home, so it is kept in memory while the change
 * feed is live and dropped when site_slides or site_news change (the triggers of migration 0025) or the day
 * turns (dates start and end items).
 */
function cacheOf(feed: ChangeFeed) {
  let c = caches.get(feed);
  if (!c) {
    const cache = { entries: new Map<ContentPage, Cached>(), generation: 0 };
    const drop = () => {
      cache.generation++;
      cache.entries.clear();
    };
    feed.on('list_changes', (table) => {
      if (table === 'site_slides' || table === 'site_news') drop();
    });
    feed.onReset(drop);
    caches.set(feed, (c = cache));
  }
  return c;
}

export function createSiteContentService(database: Database) {
  const db = database.db;
  /** The notification reaches this process only after the commit; the writer's own next read must not wait for it. */
  const changed = () => {
    const c = caches.get(openedFeed(database));
    if (c) {
      c.generation++;
      c.entries.clear();
    }
  };

  async function running(page: ContentPage, day: string): Promise<SiteContentView> {
    const slideAudiences =
      page === 'public' ? (['public', 'both'] as const) : page === 'merchants' ? (['merchants', 'both'] as const) : [];
    const inDates = (t: { startsOn: AnyPgColumn; endsOn: AnyPgColumn }) =>
      and(or(isNull(t.startsOn), lte(t.startsOn, day)), or(isNull(t.endsOn), gte(t.endsOn, day)));
    const slides: ShownSlide[] = slideAudiences.length
      ? await db
          .select({
            id: siteSlides.id,
            title: siteSlides.title,
            text: siteSlides.text,
            link: siteSlides.link,
            imageVersion: siteSlides.imageVersion,
          })
          .from(siteSlides)
          .where(
            and(eq(siteSlides.active, true), inArray(siteSlides.audience, [...slideAudiences]), inDates(siteSlides)),
          )
          .orderBy(asc(siteSlides.position), asc(siteSlides.id))
      : [];
    const news = (
      await db
        .select()
        .from(siteNews)
        .where(and(eq(siteNews.audience, page as NewsAudience), inDates(siteNews)))
        .orderBy(desc(siteNews.createdAt), desc(siteNews.id))
        .limit(20)
    ).map(newsOf);
    return { slides, news };
  }

  async function nextPosition(tx: Pick<typeof db, 'select'>): Promise<number> {
    const [r] = await tx.select({ max: sql<number | null>`max(${siteSlides.position})` }).from(siteSlides);
    return (r?.max ?? 0) + 1;
  }

  async function slide(id: number) {
    const [r] = await db.select().from(siteSlides).where(eq(siteSlides.id, id));
    if (!r) throw notFound('This slide no longer exists.');
    return r;
  }

  async function images(data: Buffer | undefined) {
    if (!data) throw new AppError(400, 'Choose an image for the slide.', { image: ['Required'] });
    const clean = await validateUpload('image', data, IMAGE_RULE);
    return { image800: await slideImage(clean.data, 800), image1600: await slideImage(clean.data, 1600) };
  }

  return {
    /** The running slides and news of a page; for a signed-in user, without the alerts they dismissed. */
    async view(page: ContentPage, userId?: number): Promise<SiteContentView> {
      const day = todayInIndia();
      const feed = openedFeed(database);
      let view: SiteContentView;
      if (feed.live) {
        const cache = cacheOf(feed);
        const hit = cache.entries.get(page);
        if (hit && hit.day === day) view = hit.view;
        else {
          const mark = String(cache.generation);
          view = await running(page, day);
          // Stored only if nothing changed while it was read.
          if (mark === String(cache.generation)) cache.entries.set(page, { day, mark, view });
        }
      } else view = await running(page, day);
      const alerts = view.news.filter((n) => n.type === 'alert').map((n) => n.id);
      if (userId === undefined || alerts.length === 0) return view;
      const dismissed = new Set(
        (
          await db
            .select({ id: siteNewsDismissals.newsId })
            .from(siteNewsDismissals)
            .where(and(eq(siteNewsDismissals.userId, userId), inArray(siteNewsDismissals.newsId, alerts)))
        ).map((r) => r.id),
      );
      return { slides: view.slides, news: view.news.filter((n) => !dismissed.has(n.id)) };
    },

    async dismiss(newsId: number, userId: number): Promise<void> {
      const [n] = await db.select({ type: siteNews.type }).from(siteNews).where(eq(siteNews.id, newsId));
      if (!n) throw notFound('This news item no longer exists.');
      if (n.type !== 'alert') throw new AppError(422, 'Only alerts can be dismissed.');
      await db.insert(siteNewsDismissals).values({ newsId, userId }).onConflictDoNothing();
    },

    async slides(): Promise<Slide[]> {
      return (await db.select().from(siteSlides).orderBy(asc(siteSlides.position), asc(siteSlides.id))).map(slideOf);
    },

    async image(id: number, width: SlideWidth): Promise<Buffer | null> {
      const [r] = await db
        .select({ image: width === 800 ? siteSlides.image800 : siteSlides.image1600 })
        .from(siteSlides)
        .where(eq(siteSlides.id, id));
      return r?.image ?? null;
    },

    async createSlide(fields: Record<string, string>, image: Buffer | undefined, actorId: number): Promise<Slide> {
      const input = parseOrFail(SlideInput, { ...fields, active: fields.active !== 'false' });
      const pictures = await images(image);
      return db
        .transaction(async (tx) => {
          const [r] = await tx
            .insert(siteSlides)
            .values({ ...input, ...pictures, position: await nextPosition(tx) })
            .returning();
          await recordEvent(tx, { actorId, action: 'slide_added', entityType: 'site_slides', entityId: r!.id });
          return slideOf(r!);
        })
        .finally(changed);
    },

    async updateSlide(id: number, input: SlideInput, actorId: number): Promise<Slide> {
      await slide(id);
      const data = SlideInput.parse(input);
      return db
        .transaction(async (tx) => {
          const [r] = await tx
            .update(siteSlides)
            .set({ ...data, updatedAt: new Date() })
            .where(eq(siteSlides.id, id))
            .returning();
          await recordEvent(tx, { actorId, action: 'slide_updated', entityType: 'site_slides', entityId: id });
          return slideOf(r!);
        })
        .finally(changed);
    },

    async replaceImage(id: number, image: Buffer | undefined, actorId: number): Promise<Slide> {
      const before = await slide(id);
      const pictures = await images(image);
      return db
        .transaction(async (tx) => {
          const [r] = await tx
            .update(siteSlides)
            .set({ ...pictures, imageVersion: before.imageVersion + 1, updatedAt: new Date() })
            .where(eq(siteSlides.id, id))
            .returning();
          await recordEvent(tx, { actorId, action: 'slide_image_replaced', entityType: 'site_slides', entityId: id });
          return slideOf(r!);
        })
        .finally(changed);
    },

    /** Puts the slides in the order given; every slide must be named once. */
    async order(ids: number[], actorId: number): Promise<Slide[]> {
      const all = await this.slides();
      const known = new Set(all.map((s) => s.id));
      if (new Set(ids).size !== ids.length || ids.length !== all.length || ids.some((id) => !known.has(id))) {
        throw new AppError(409, 'The slides changed while you were ordering them. Reload and try again.');
      }
      await db
        .transaction(async (tx) => {
          for (const [i, id] of ids.entries())
            await tx
              .update(siteSlides)
              .set({ position: i + 1 })
              .where(eq(siteSlides.id, id));
          await recordEvent(tx, { actorId, action: 'slides_ordered', entityType: 'site_slides', entityId: 0 });
        })
        .finally(changed);
      return this.slides();
    },

    async removeSlide(id: number, actorId: number): Promise<void> {
      await slide(id);
      await db
        .transaction(async (tx) => {
          await tx.delete(siteSlides).where(eq(siteSlides.id, id));
          await recordEvent(tx, { actorId, action: 'slide_removed', entityType: 'site_slides', entityId: id });
        })
        .finally(changed);
    },

    async news(): Promise<NewsItem[]> {
      return (await db.select().from(siteNews).orderBy(desc(siteNews.createdAt), desc(siteNews.id))).map(newsOf);
    },

    async addNews(input: NewsInput, actorId: number): Promise<NewsItem> {
      const data = NewsInput.parse(input);
      return db
        .transaction(async (tx) => {
          const [r] = await tx.insert(siteNews).values(data).returning();
          await recordEvent(tx, { actorId, action: 'news_added', entityType: 'site_news', entityId: r!.id });
          return newsOf(r!);
        })
        .finally(changed);
    },

    async updateNews(id: number, input: NewsInput, actorId: number): Promise<NewsItem> {
      const data = NewsInput.parse(input);
      return db
        .transaction(async (tx) => {
          const [r] = await tx.update(siteNews).set(data).where(eq(siteNews.id, id)).returning();
          if (!r) throw notFound('This news item no longer exists.');
          await recordEvent(tx, { actorId, action: 'news_updated', entityType: 'site_news', entityId: id });
          return newsOf(r);
        })
        .finally(changed);
    },

    async removeNews(id: number, actorId: number): Promise<void> {
      await db
        .transaction(async (tx) => {
          const gone = await tx.delete(siteNews).where(eq(siteNews.id, id)).returning({ id: siteNews.id });
          if (gone.length === 0) throw notFound('This news item no longer exists.');
          await recordEvent(tx, { actorId, action: 'news_removed', entityType: 'site_news', entityId: id });
        })
        .finally(changed);
    },
  };
}

export type SiteContentService = ReturnType<typeof createSiteContentService>;
