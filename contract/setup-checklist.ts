import { z } from 'zod';
import { SETUP_ITEMS, type SetupItemKey } from './setup-items';

export * from './setup-items';

const KEYS = SETUP_ITEMS.map((i) => i.key) as [SetupItemKey, ...SetupItemKey[]];

/** GET /api/backend/setup-checklist: each item, done or not, read from the data itself. */
export const SetupChecklist = z.object({ items: z.array(z.object({ key: z.enum(KEYS), done: z.boolean() })) });
export type SetupChecklist = z.infer<typeof SetupChecklist>;
