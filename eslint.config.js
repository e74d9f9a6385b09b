import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';
import foreignTablesInSql from './eslint-rules/foreign-tables-in-sql.js';
import noInlineText, { TEXT_FILES, TEXT_IGNORES } from './eslint-rules/no-inline-text.js';

// One plugin object for every block that uses the house's rules: ESLint refuses two different ones by the same name.
const house = { rules: { 'foreign-tables-in-sql': foreignTablesInSql, 'no-inline-text': noInlineText } };

const WEB_OVER_HTTP = [
  ['**/server/**'],
  'The web app talks to the server over HTTP only; share types through contract/.',
];

/**
 * A domain owns its tables (docs/decisions/0071): each schema file's owner, the one module (or server/lib
 * helper) that reads and writes its tables. Every other module goes through the owner's service or a read
 * model it exports (users/read-model.ts: an account's code and name; lib/jobs.ts: a job's runs).
 */
const TABLE_OWNERS = {
  account: 'account',
  backlog: 'backlog',
  cards: 'cards',
  couriers: 'couriers',
  // Every domain attaches files; the rows are written and read through server/lib/uploads.ts and storage.
  files: 'lib/uploads',
  gateway: 'gateway',
  // Accounts: the users module makes and manages them; sign-in (auth) is listed below as a co-owner.
  identity: 'users',
  invoices: 'invoices',
  jobs: 'lib/jobs',
  kyc: 'kyc',
  mail: 'mail',
  masters: 'masters',
  margins: 'margins',
  // TDS is withheld from margin credits, in the margin's own transaction (decision 0077).
  tds: 'margins',
  'margin-days': 'margins',
  messaging: 'messaging',
  notifications: 'notifications',
  'nsdl-pan': 'nsdl-pan',
  // Registrations become merchant profiles and ID sales: the registration module writes all three.
  onboarding: 'registration',
  paperless: 'nsdl-paperless',
  payments: 'payments',
  privacy: 'privacy',
  receipts: 'receipts',
  // The request engine's tables: the services on it (uti, gst, nsdl-paperless) go through the engine.
  requests: 'requests',
  site: 'site',
  'site-content': 'site-content',
  'staff-permissions': 'staff-permissions',
  transfers: 'transfers',
  wallet: 'wallet',
};

/**
 * The accesses that stay across a domain's edge, each with why. A module listed here may import those
 * schema files; the list only shrinks (the lint test in server/test/lint-rules.test.ts shows the rule).
 */
const TABLE_EXCEPTIONS = {
  // Sign-in is identity's other half: sessions, refresh tokens, failures, challenges and resets are its own;
  // it reads the staff ticks and the user's settings into the session it opens.
  auth: { identity: 'sign-in', 'staff-permissions': 'ticks at sign-in', account: 'settings at sign-in' },
  // Re-encrypting every stored secret under a new key is one pass over each domain's sealed columns.
  'key-rotation': {
    backlog: 'sealed Aadhaar',
    kyc: 'sealed Aadhaar, KYC secrets',
    'nsdl-pan': 'sealed Aadhaar',
    requests: 'sealed Aadhaar',
    masters: 'API credentials',
    mail: 'SMTP password',
  },
  // Erasure and retention sweep every domain's personal data and documents, one subject per transaction.
  privacy: {
    backlog: 'erasure',
    cards: 'erasure',
    kyc: 'erasure',
    'nsdl-pan': 'erasure, retention',
    requests: 'erasure, retention',
    files: 'erasure, retention',
    // Seen since the lint reads raw SQL (the finder's and retention's queries): the same sweep, read-only.
    identity: "the finder shows a record's account code and whether it is active",
    onboarding: "the finder lists a subject's registrations",
    couriers: 'retention keeps a draft a courier carries',
    wallet: 'retention keeps a draft money points at',
  },
  // The services on the request engine read their own rows of the shared table (their declarations' queries).
  gst: { requests: 'its rows' },
  uti: { requests: 'its rows' },
  'nsdl-paperless': { requests: 'its rows and the reconciler' },
};

const schemaFiles = readdirSync(new URL('./server/db/schema/', import.meta.url))
  .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
  .map((f) => f.slice(0, -3));
const unowned = schemaFiles.filter((f) => !TABLE_OWNERS[f]);
if (unowned.length)
  throw new Error(`eslint.config.js: give each schema file an owner in TABLE_OWNERS: ${unowned.join(', ')}`);
const tablesOf = (f) =>
  [...readFileSync(new URL(`./server/db/schema/${f}.ts`, import.meta.url), 'utf8').matchAll(/export const (\w+) = pg/g)]
    .map((m) => m[1])
    .join(', ');
/** Each table's SQL name → its schema file, for the rule that reads raw SQL (eslint-rules/foreign-tables-in-sql.js). */
const TABLE_FILES = Object.fromEntries(
  schemaFiles.flatMap((f) =>
    [
      ...readFileSync(new URL(`./server/db/schema/${f}.ts`, import.meta.url), 'utf8').matchAll(
        /pg(?:Table|View)\(\s*'(\w+)'/g,
      ),
    ].map((m) => [m[1], f]),
  ),
);
const SCHEMA_INDEX = {
  // A regex: the group '**/db/schema' would also match every file under it.
  regex: '/db/schema(/index)?$',
  message: 'Import a table from its own schema file (db/schema/<file>), which says whose it is, not from the index.',
  allowTypeImports: true,
};
const modules = readdirSync(new URL('./server/modules/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/** One block per module: the index and every schema file it does not own (or is not excepted from) fail. */
const tableOwnership = modules.map((m) => ({
  files: [`server/modules/${m}/**/*.ts`],
  // Tests set up and check what a flow leaves in every domain it touches (a payment's ledger line).
  ignores: ['**/*.test.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          SCHEMA_INDEX,
          ...schemaFiles
            .filter((f) => TABLE_OWNERS[f] !== m && !TABLE_EXCEPTIONS[m]?.[f])
            .map((f) => ({
              group: [`**/db/schema/${f}`],
              message: `${TABLE_OWNERS[f]} owns ${tablesOf(f)}: go through its service.`,
              allowTypeImports: true,
            })),
        ],
      },
    ],
  },
}));

/** The module boundaries of docs/architecture.md#the-parts, enforced so they cannot drift. */
const boundary = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: patterns.map(([group, message]) => ({ group, message })) }] },
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'server/db/migrations/**', 'coverage/**', '.e2e/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // Prettier wraps code at 120 but leaves strings, templates and comments alone: those are wrapped by hand.
      'max-len': ['error', { code: 140, ignoreUrls: true, ignoreRegExpLiterals: true }],
      // A file over 500 lines mixes concerns: split it (docs/architecture.md#the-parts).
      'max-lines': ['error', { max: 500 }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  boundary(
    ['contract/**'],
    [[['**/server/**', '**/web/**'], 'contract/ is shared by both sides and imports neither.']],
  ),
  // A later block replaces an earlier one's rule for the files both match, so each repeats the web's own.
  boundary(['web/**'], [WEB_OVER_HTTP]),
  boundary(
    ['server/lib/**', 'server/db/**'],
    [[['**/modules/**'], 'server/lib and server/db are below the domain modules and import none of them.']],
  ),
  ...tableOwnership,
  // The same ownership in raw SQL: a table another domain owns, named in a sql`` template, is an error.
  {
    files: ['server/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { house },
    rules: {
      'house/foreign-tables-in-sql': [
        'error',
        { tables: TABLE_FILES, owners: TABLE_OWNERS, exceptions: TABLE_EXCEPTIONS },
      ],
    },
  },
  // A route reads and writes no table: its queries live in the module's service (or list definitions). A
  // type-only import (the Db a helper takes) stays allowed. The TypeScript rule, so it replaces no block's own;
  // it comes after the ownership blocks and replaces theirs for a routes file, forbidding every table.
  {
    files: ['server/modules/**/routes.ts', 'server/modules/**/*-routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/db/schema',
                '**/db/schema/**',
                '**/db/schema.*',
                '**/db/client',
                'drizzle-orm',
                'drizzle-orm/**',
              ],
              message: "A route reads and writes no table: put the query in the module's service.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  // A text people read comes from the catalogue, in their language (eslint-rules/no-inline-text.js).
  {
    files: TEXT_FILES,
    // A page's [id] is a glob character class to minimatch: escape the brackets so the file itself is matched.
    ignores: TEXT_IGNORES,
    plugins: { house },
    rules: { 'house/no-inline-text': 'error' },
  },
  boundary(['web/components/**'], [WEB_OVER_HTTP, [['**/pages/**'], 'Components are reusable and import no page.']]),
  boundary(
    ['web/pages/**'],
    [
      WEB_OVER_HTTP,
      [
        ['**/layouts/**'],
        'A page takes no helper from a layout: shared helpers live in contract/, web/api or web/components.',
      ],
    ],
  ),
);
