import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { fullNumberSql, maskedDigitsSql } from '../../lib/masked-sql';
import { rowsOf } from '../../lib/table-query';
import { SANDBOX_ANSWER } from '../../integrations/message-provider';

/*
 * The outbox's personal data under the privacy rules (docs/decisions/0068, issue 27): a message's number and words
 * serve only its sending. The privacy module's retention job and erasure call these; the rows stay, with their
 * state, provider and provider's id, so the accounts still count what was sent.
 */

/**
 * The number cut to four digits, the values dropped, and the sandbox's copy of the words too. The idempotency key
 * holds the number too (event:recipient:channel); once cut there is nothing left for it to dedupe, so its number is
 * cut as well and the row's id keeps it unique (two numbers may share their last four digits).
 */
const cut = sql`recipient = ${maskedDigitsSql(sql`recipient`)}, values = '{}'::jsonb,
  provider_answer = case when provider = 'sandbox' then ${SANDBOX_ANSWER} else provider_answer end,
  idempotency_key = case when ${fullNumberSql(sql`recipient`)}
    then replace(idempotency_key, recipient, ${maskedDigitsSql(sql`recipient`)}) || '#' || id else idempotency_key end`;
const notCut = sql`(${fullNumberSql(sql`recipient`)} or values <> '{}'::jsonb)`;

/** Messages sent (or given up) before `cutoff`, cut; a queued one is never touched. Answers how many. */
export async function cutMessagesBefore(db: Db, cutoff: Date): Promise<number> {
  const at = cutoff.toISOString();
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`with done as (update outbound_messages set ${cut}
      where state in ('sent', 'failed') and created_at < ${at}::timestamptz
        and coalesce(sent_at, created_at) < ${at}::timestamptz and ${notCut}
      returning 1) select count(*)::int as n from done`),
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * An erased request's messages, cut; one not sent yet is never sent (it would tell a person who asked to be
 * forgotten), so it fails, recorded as every state change is. Answers how many were cut.
 */
export async function eraseMessagesOf(tx: Tx, requestRef: string): Promise<number> {
  if (!requestRef) return 0;
  const stopped = rowsOf<{ id: number; state: string; attempts: number }>(
    await tx.execute(sql`update outbound_messages m set state = 'failed',
        last_error = 'Not sent: the application was erased.'
      from (select id, state from outbound_messages where request_ref = ${requestRef}
        and state in ('queued', 'sending') for update) old
      where m.id = old.id returning m.id, old.state, m.attempts`),
  );
  for (const s of stopped)
    await tx.execute(sql`insert into outbound_message_events (message_id, from_state, to_state, attempt, detail)
      values (${s.id}, ${s.state}, 'failed', ${s.attempts}, 'erased')`);
  const done = rowsOf<{ id: number }>(
    await tx.execute(
      sql`update outbound_messages set ${cut} where request_ref = ${requestRef} and ${notCut} returning id`,
    ),
  );
  return done.length;
}
