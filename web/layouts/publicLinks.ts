/** The public header's pages (docs/decisions/0007: "Register" joined with its screen). */
export const PUBLIC_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Services', to: '/services' },
  { label: 'Contact', to: '/contact' },
  { label: 'Payment Status', to: '/payment-status' },
  { label: 'Register', to: '/auth/register' },
] as const;
