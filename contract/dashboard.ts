import { z } from 'zod';
import { SHOP_FIGURES } from './dashboard-figures';

/* The dashboards' answers (docs/product.md#dashboards); what they are drawn from is in contract/dashboard-figures.ts. */
export * from './dashboard-figures';

export const ShopServiceCard = z.object({
  service: z.string(),
  label: z.string(),
  figures: z.array(z.object({ figure: z.enum(SHOP_FIGURES), n: z.number() })),
  /** A service with no request kinds (card referrals): how many the shop made this month. */
  referralsThisMonth: z.number().nullable(),
});
export type ShopServiceCard = z.infer<typeof ShopServiceCard>;

export const OfficeQueue = z.object({
  service: z.string(),
  label: z.string(),
  queues: z.array(
    z.object({ kind: z.string(), noun: z.string(), state: z.string(), label: z.string(), n: z.number() }),
  ),
});
export type OfficeQueue = z.infer<typeof OfficeQueue>;
