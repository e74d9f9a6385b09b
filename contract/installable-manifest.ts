import { z } from 'zod';

/** Decision 0079: what GET /manifest.webmanifest answers (apart from contract/installable.ts, which the web loads without zod). */
export const WebAppManifest = z.object({
  id: z.string(),
  name: z.string().min(1),
  short_name: z.string().min(1),
  description: z.string(),
  lang: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.literal('image/png'), purpose: z.string() })),
});
export type WebAppManifest = z.infer<typeof WebAppManifest>;
