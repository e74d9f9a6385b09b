import type { BusinessInfo } from './site';

/**
 * The business info's texts as pages write them. Apart from contract/site.ts (its zod schemas), so the public
 * pages that draw them do not bring zod onto the first visit (decisions 0032 and 0075); contract/site.ts re-exports them.
 */

/** Address lines as the head office writes them, skipping the empty ones. */
export function addressLines(info: BusinessInfo): string[] {
  const cityLine = [info.district, info.pin].filter(Boolean).join(' - ');
  return [info.add1, info.add2, info.add3, cityLine, info.state].map((l) => l?.trim()).filter((l): l is string => !!l);
}

/** docs/product.md#public-site: the copyright reads '(IND) PVT LTD'. */
export function copyrightLine(businessName: string, year = new Date().getFullYear()): string {
  return `© ${year} ${businessName} (IND) PVT LTD`;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
