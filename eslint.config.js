import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WEB_OVER_HTTP = [
  ['**/server/**'],
  'The web app talks to the server over HTTP only; share types through contract/.',
];

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
  // A route reads and writes no table: its queries live in the module's service (or list definitions). A
  // type-only import (the Db a helper takes) stays allowed. The TypeScript rule, so it replaces no block's own.
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
