import type { MessageId } from '../../contract/i18n';

/** The public header's pages (docs/decisions/0007: "Register" joined with its screen). */
export const PUBLIC_LINKS = [
  { label: 'site.link.home', to: '/' },
  { label: 'site.link.about', to: '/about' },
  { label: 'site.link.services', to: '/services' },
  { label: 'site.link.contact', to: '/contact' },
  { label: 'site.link.paymentStatus', to: '/payment-status' },
  { label: 'site.link.register', to: '/auth/register' },
] as const satisfies readonly { label: MessageId; to: string }[];
