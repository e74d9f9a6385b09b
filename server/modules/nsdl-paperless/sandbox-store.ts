import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { proteanSandboxResults } from '../../db/schema/paperless';
import { ProviderResult } from '../../../contract/nsdl-paperless/protocol';
import type { SandboxStore } from '../../integrations/protean-sandbox';

/**
 * The e-KYC sandbox's results in the database, so the status call finds what the test page answered
 * whichever server process served it (WORKERS > 1, several machines). One row per reference: the page's
 * latest answer replaces the earlier one, as the provider's own record would.
 */
export function databaseSandboxStore(db: Db): SandboxStore {
  return {
    async save(reference, result) {
      const now = new Date();
      await db
        .insert(proteanSandboxResults)
        .values({ reference, result, updatedAt: now })
        .onConflictDoUpdate({ target: proteanSandboxResults.reference, set: { result, updatedAt: now } });
    },
    async get(reference) {
      const [row] = await db
        .select({ result: proteanSandboxResults.result })
        .from(proteanSandboxResults)
        .where(eq(proteanSandboxResults.reference, reference));
      if (!row) return null;
      // Only the sandbox writes here, but a row that no longer reads as a result must not settle anything.
      const parsed = ProviderResult.safeParse(row.result);
      return parsed.success ? parsed.data : null;
    },
  };
}
