import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The module boundaries of DESIGN §1, enforced so they cannot drift. */
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
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  boundary(['contract/**'], [[['**/server/**', '**/web/**'], 'contract/ is shared by both sides and imports neither.']]),
  boundary(['web/**'], [[['**/server/**'], 'The web app talks to the server over HTTP only; share types through contract/.']]),
  boundary(['server/lib/**', 'server/db/**'], [[['**/modules/**'], 'server/lib and server/db are below the domain modules and import none of them.']]),
  boundary(['web/components/**'], [[['**/pages/**'], 'Components are reusable and import no page.']]),
);
