import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GUIDE_FORMS,
  PAN_FORMS,
  SAMPLE_FORMS,
  SITE_FORMS_API,
  SITE_FORM_NAMES,
  type SiteFormName,
} from '../../../contract/download-software';
import { PanApplicationData, emptyApplication } from '../../../contract/nsdl-pan';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/http';
import { annexure } from './annexures';
import { applicationFormPdf } from './form-pdf';
import { initialsGuide, initialsSheet } from './initials-guides';
import type { Business } from './pdf-parts';
import { SAMPLES, stampSample } from './sample-forms';

/*
 * docs/product.md#download-software and docs/product.md#back-office printable forms, public (an agent opens them in a
 * new tab): the blank Form 49A and CSF, Annexures A and B, the initials guides and the 16 sample forms. They are
 * generated once per business name and kept in memory: a few hundred KB in all.
 */

export function renderSiteForm(name: SiteFormName, business: Business): Promise<Buffer> {
  switch (name) {
    case 'new-pan-form':
      return applicationFormPdf(
        { tokenNo: '', category: 'individual', appType: 'N', data: emptyApplication() },
        business,
      );
    case 'correction-pan-form':
      return applicationFormPdf(
        { tokenNo: '', category: 'individual', appType: 'C', data: emptyApplication() },
        business,
      );
    case 'annexure-a':
      return annexure('A', business);
    case 'annexure-b':
      return annexure('B', business);
    case 'initials-guide':
      return initialsGuide(business);
    case 'initials-sheet':
      return initialsSheet(business);
    default: {
      const s = SAMPLES[name];
      const label = SAMPLE_FORMS.find((f) => f.name === name)!.label;
      return applicationFormPdf(
        { tokenNo: 'SAMPLE', category: s.category, appType: s.appType, data: PanApplicationData.parse(s.data) },
        business,
      ).then((pdf) => stampSample(pdf, label, s.note));
    }
  }
}

const TITLES: Record<string, string> = Object.fromEntries([
  ...[...PAN_FORMS, ...GUIDE_FORMS].map((f): [string, string] => [f.name, f.label]),
  ...SAMPLE_FORMS.map((f): [string, string] => [f.name, `SAMPLE ${f.label}`]),
]);

export async function siteFormsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { site } = ctx.services;
  // Keyed by business name too, so renaming the business in the site configuration shows on new copies.
  const cache = new Map<string, Promise<Buffer>>();

  r.get(`${SITE_FORMS_API}/:name`, {
    config: { access: 'public' },
    schema: {
      tags: ['site'],
      summary:
        'A printable PAN form (PDF): blank Form 49A / CSF, Annexure A / B, the initials guides and the sample ' +
        'forms (docs/product.md#download-software)',
      params: z.object({ name: z.enum(SITE_FORM_NAMES) }),
      response: { 200: z.unknown().describe('The PDF'), ...errorResponses },
    },
    handler: async (req, reply) => {
      const { businessName } = await site.businessInfo();
      const key = `${req.params.name}|${businessName}`;
      let pdf = cache.get(key);
      if (!pdf) {
        pdf = renderSiteForm(req.params.name, { businessName });
        cache.set(key, pdf);
        // A failed render is not kept: the next request tries again.
        pdf.catch(() => cache.delete(key));
      }
      const body = await pdf;
      const file = `${(TITLES[req.params.name] ?? req.params.name).replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${file}"`)
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  });
}
