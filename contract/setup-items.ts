/**
 * What a fresh install lacks before merchants can be served well, in the order to do it; the admin's
 * dashboard lists what is still open, each with a link to its screen, until all are done. Without zod, so the
 * dashboard draws the list without loading it (issue 29); the answer's schema is in contract/setup-checklist.ts.
 */
export const SETUP_ITEMS = [
  {
    key: 'bank',
    label: 'Add a company bank account',
    hint: 'Merchants deposit into it and then ask for the top-up under Add Payment; without one, that form cannot be used.',
    to: '/backend/masters/bank',
  },
  {
    key: 'prices',
    label: 'Check the package prices',
    hint: 'A fresh install starts with example prices. Set yours and save each package.',
    to: '/backend/masters/package',
  },
  {
    key: 'smtp',
    label: 'Set up mail (SMTP)',
    hint: 'Until then approvals, password resets and KYC decisions wait in the outbox instead of reaching people.',
    to: '/backend/settings/smtp-setup',
  },
  {
    key: 'business',
    label: 'Enter your business info',
    hint: 'The head office shown in the footer, on the contact page and on printed forms still reads the example address.',
    to: '/backend/settings/site-configuration',
  },
  {
    key: 'logo',
    label: 'Upload your logo',
    hint: 'The header, slips and exports show a plain mark until then.',
    to: '/backend/settings/site-configuration',
  },
] as const;

export type SetupItemKey = (typeof SETUP_ITEMS)[number]['key'];
