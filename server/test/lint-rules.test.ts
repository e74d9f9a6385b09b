import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/**
 * The rules that keep the house in order are the lint's (eslint.config.js): each is shown here failing on
 * the code it forbids and passing the code it allows, so a change to the config that lets them drift fails.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe('the lint', () => {
  it('fails a page that takes a helper from a layout, and lets it use a component', async () => {
    const page = (from: string) => `import { helper } from '${from}';\nexport default () => helper;\n`;
    expect(await rulesBroken('web/pages/merchant/example.tsx', page('../../layouts/PortalShell'))).toContain(
      'no-restricted-imports',
    );
    expect(await rulesBroken('web/pages/merchant/example.tsx', page('../../components/FormErrorAlert'))).toEqual([]);
  }, 30_000);

  it('fails a route that touches the database itself, and lets a service do it', async () => {
    const code = `import { users } from '../../db/schema';\nimport { eq } from 'drizzle-orm';\nexport const x = [users, eq];\n`;
    const broken = await rulesBroken('server/modules/example/routes.ts', code);
    expect(broken.filter((r) => r === '@typescript-eslint/no-restricted-imports')).toHaveLength(2);
    expect(await rulesBroken('server/modules/example/sandbox-routes.ts', code)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(
      await rulesBroken('server/modules/users/service.ts', code.replace('db/schema', 'db/schema/identity')),
    ).toEqual([]);
    const typeOnly = `import type { Db } from '../../db/client';\nexport type X = Db;\n`;
    expect(await rulesBroken('server/modules/example/routes.ts', typeOnly)).toEqual([]);
  }, 30_000);

  it("fails a module touching another domain's table, and lets it use its own", async () => {
    const probe = (file: string) => `import { wallets } from '../../db/schema/${file}';\nexport const x = wallets;\n`;
    const lint = async (filePath: string, code: string) =>
      (await eslint.lintText(code, { filePath }))[0].messages.map((m) => m.message);
    expect(await lint('server/modules/cards/probe.ts', probe('wallet'))).toEqual([
      expect.stringContaining('wallet owns ledgerEntries, wallets: go through its service.'),
    ]);
    expect(await lint('server/modules/wallet/probe.ts', probe('wallet'))).toEqual([]);
    // The index hides whose a table is, so no module imports it, not even for its own tables.
    expect(await lint('server/modules/wallet/probe.ts', probe('index'))).toEqual([
      expect.stringContaining('from its own schema file'),
    ]);
    // A type says nothing is read or written; a listed exception (privacy's erasure) passes; a test sets up any domain.
    const typeOnly = `import type { wallets } from '../../db/schema/wallet';\nexport type X = typeof wallets;\n`;
    expect(await lint('server/modules/cards/probe.ts', typeOnly)).toEqual([]);
    const kyc = `import { kycSubmissions } from '../../db/schema/kyc';\nexport const x = kycSubmissions;\n`;
    expect(await lint('server/modules/privacy/probe.ts', kyc)).toEqual([]);
    expect(await lint('server/modules/gateway/probe.ts', kyc)).toEqual([expect.stringContaining('kyc owns')]);
    expect(await lint('server/modules/cards/probe.test.ts', probe('wallet'))).toEqual([]);
  }, 30_000);

  it("fails a module's raw SQL naming another domain's table, and lets the owner, an exception and words pass", async () => {
    const lint = async (filePath: string, code: string) =>
      (await eslint.lintText(code, { filePath }))[0].messages.map((m) => m.message);
    const head = `import { sql } from 'drizzle-orm';\n`;
    const joined = `${head}export const q = sql\`select u.code, b.bank_name from users u join company_banks b on b.id = u.id\`;\n`;
    expect(await lint('server/modules/cards/probe.ts', joined)).toEqual([
      'users owns users: join the read model it exports, not its table.',
      'masters owns company_banks: join the read model it exports, not its table.',
    ]);
    // A list definition's `from` is a FROM clause without its keyword; sql.raw's text is read too.
    const listFrom = `${head}export const d = { from: sql\`wallets w join card_requests c on c.merchant_id = w.user_id\` };\n`;
    expect(await lint('server/modules/cards/probe.ts', listFrom)).toEqual([
      expect.stringContaining('wallet owns wallets'),
    ]);
    const raw = `${head}export const q = sql.raw('delete from ledger_entries where id = 1');\n`;
    expect(await lint('server/modules/cards/probe.ts', raw)).toEqual([
      expect.stringContaining('wallet owns ledger_entries'),
    ]);
    // The owner's own SQL, a listed exception (privacy's erasure of KYC) and a test pass.
    expect(
      await lint('server/modules/users/probe.ts', `${head}export const q = sql\`select id from users\`;\n`),
    ).toEqual([]);
    const kyc = `${head}export const q = sql\`update kyc_submissions set pan_no = '' where id = 1\`;\n`;
    expect(await lint('server/modules/privacy/probe.ts', kyc)).toEqual([]);
    expect(await lint('server/modules/gateway/probe.ts', kyc)).toEqual([
      expect.stringContaining('kyc owns kyc_submissions'),
    ]);
    expect(await lint('server/modules/cards/probe.test.ts', joined)).toEqual([]);
    // A table's name that is not where SQL names a table: a column alias, a string, a comment, an interpolation.
    const words = `${head}const users = sql\`1\`;\nexport const q = sql\`select c.name as users, 'from wallets' as note
      -- taken from users
      from card_requests c join \${users} x on true where c.state = 'packages'\`;\n`;
    expect(await lint('server/modules/cards/probe.ts', words)).toEqual([]);
  }, 30_000);

  it('fails a text people read written inline in the web, and lets the catalogue, symbols and pending files pass', async () => {
    const lint = async (filePath: string, body: string) =>
      (
        await eslint.lintText(`import { Button } from '@mantine/core';\nimport { t } from './t';\n${body}\n`, {
          filePath,
        })
      )[0].messages
        .filter((m) => m.ruleId === 'house/no-inline-text')
        .map((m) => m.message);
    const component = 'web/components/Probe.tsx';
    expect(await lint(component, `export const A = () => <Button>Save</Button>;`)).toEqual([
      expect.stringContaining('Inline text "Save": add it to the catalogue'),
    ]);
    expect(await lint(component, `export const A = () => <Button>{t('common.save')}</Button>;`)).toEqual([]);
    expect(await lint(component, `export const A = () => <Button aria-label="Close" />;`)).toEqual([
      expect.stringContaining('Inline text "Close"'),
    ]);
    // Not read by people, or the same in every language: a class, an amount's symbols, a mark between numbers.
    const symbols = `export const A = () => <Button className="x" data-testid="pay"><span>₹</span>{'/-'} · …</Button>;`;
    expect(await lint(component, symbols)).toEqual([]);
    // A toast's and a confirm dialog's words are text too; a code compared to pick a branch is not.
    const toast = `declare const n: { show(o: object): void };
      export const f = (kind: string) => kind === 'merchant' && n.show({ title: 'Saved', color: 'green', labels: { confirm: 'Yes' } });`;
    expect(await lint(component, toast)).toEqual([
      expect.stringContaining('"Saved"'),
      expect.stringContaining('"Yes"'),
    ]);
    // A module's constant named for a text holds one when it reads as words; a code, an id or a function's local does not.
    const constants = `export const NOT_FOUND_TITLE = 'Page not found';
      const SAVE_LABEL = 'Save' as const;
      export const PAY_FAILED_MESSAGE = \`Payment failed\`;
      export const KIND_LABEL = 'pending';
      export const HELP_HINT = 'common.help';
      export const STATUS_TEXT = t('common.save');
      export const NOT_FOUND_PATH = '/not found';
      export const f = () => { const LOCAL_TITLE = 'Local words'; return [SAVE_LABEL, LOCAL_TITLE]; };`;
    expect(await lint('web/pages/probe.tsx', constants)).toEqual([
      expect.stringContaining('Inline text "Page not found"'),
      expect.stringContaining('Inline text "Save"'),
      expect.stringContaining('Inline text "`Payment failed`"'),
    ]);
    // Every web file is under the rule (issue 26 converted the last); a test's texts are expectations, not the screen's.
    expect(await lint('web/components/Probe.test.tsx', `export const A = () => <Button>Save</Button>;`)).toEqual([]);
  }, 30_000);

  it('fails the web importing the server, and server/lib importing a module', async () => {
    expect(
      await rulesBroken('web/api/example.ts', `import { x } from '../../server/config';\nexport { x };\n`),
    ).toContain('no-restricted-imports');
    expect(
      await rulesBroken('server/lib/example.ts', `import { x } from '../modules/wallet/ledger';\nexport { x };\n`),
    ).toContain('no-restricted-imports');
  }, 30_000);

  it('fails a line over 140 characters and a file over 500 lines', async () => {
    const long = `export const text = '${'x'.repeat(140)}';\n`;
    expect(await rulesBroken('server/lib/example.ts', long)).toContain('max-len');
    const many = Array.from({ length: 501 }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';
    expect(await rulesBroken('server/lib/example.ts', many)).toContain('max-lines');
    expect(await rulesBroken('server/lib/example.ts', `export const text = 'short';\n`)).toEqual([]);
  }, 30_000);
});
