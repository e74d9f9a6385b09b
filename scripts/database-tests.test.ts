import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { databaseTestFiles, OPENS_A_DATABASE } from './database-tests.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe("the PostgreSQL pass's test files", () => {
  const listed = databaseTestFiles();

  it('hold every test that opens a database itself, through the test app, or through a helper of server/test', () => {
    // Its own: a crash test's server process; the test app; a helper (server/test/requests.ts) and nothing else.
    expect(listed).toContain('server/modules/wallet/crash.test.ts');
    expect(listed).toContain('server/modules/wallet/ledger.test.ts');
    const helperOnly = listed.filter((f) => !OPENS_A_DATABASE.test(fs.readFileSync(path.join(root, f), 'utf8')));
    expect(helperOnly.length).toBeGreaterThan(0);
    for (const f of listed) expect(fs.existsSync(path.join(root, f)), f).toBe(true);
  });

  it("leave out the ones that never open one (the contract's rules, PDF and image checks)", () => {
    expect(listed).not.toContain('contract/money.test.ts');
    expect(listed).not.toContain('server/modules/nsdl-pan/scan.test.ts');
    expect(listed).not.toContain('server/lib/crypto.test.ts');
    expect(listed.some((f) => f.startsWith('contract/'))).toBe(false);
  });
});
