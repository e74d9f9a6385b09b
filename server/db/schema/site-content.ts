import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bytea, users } from './identity';

/** Carousel slides; the image is kept re-encoded at each width of SLIDE_WIDTHS. */
export const siteSlides = pgTable(
  'site_slides',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    link: text('link').notNull().default(''),
    audience: text('audience', { enum: ['public', 'merchants', 'both'] }).notNull(),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull(),
    image800: bytea('image_800').notNull(),
    image1600: bytea('image_1600').notNull(),
    imageVersion: integer('image_version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_slides_position_idx').on(t.position)],
);

export const siteNews = pgTable('site_news', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull().default(''),
  link: text('link').notNull().default(''),
  type: text('type', { enum: ['notice', 'offer', 'alert'] }).notNull(),
  audience: text('audience', { enum: ['public', 'merchants', 'backend'] }).notNull(),
  startsOn: date('starts_on', { mode: 'string' }),
  endsOn: date('ends_on', { mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An alert a signed-in user closed: it stays closed on every device. */
export const siteNewsDismissals = pgTable(
  'site_news_dismissals',
  {
    newsId: bigint('news_id', { mode: 'number' })
      .notNull()
      .references(() => siteNews.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.userId] })],
);
