import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The e-KYC sandbox's own memory (server/integrations/protean-sandbox.ts): the result it gave for a
 * reference, which its status call answers from, in any server process. Only the sandbox writes it.
 */
export const proteanSandboxResults = pgTable('protean_sandbox_results', {
  reference: text('reference').primaryKey(),
  result: jsonb('result').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
