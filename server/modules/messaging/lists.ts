import { sql } from 'drizzle-orm';
import { MESSAGE_COLUMNS } from '../../../contract/messaging';
import { istTimestamp, withSql } from '../../lib/list-columns';
import { maskedDigitsSql } from '../../lib/masked-sql';
import type { ListDefinition } from '../../lib/table-query';

/** The back office's outbox (admin): every message with what its provider answered. */
export const messageList: ListDefinition = {
  name: 'messages',
  title: 'Messages',
  // Mobile numbers, though masked to four digits.
  personal: true,
  from: sql`outbound_messages m`,
  key: sql`m.id`,
  columns: withSql('messages', MESSAGE_COLUMNS, {
    id: { expr: sql`m.id`, weight: 8 },
    created_at: istTimestamp(sql`m.created_at`),
    recipient: {
      expr: sql`m.recipient`,
      // The page and its export both: the full number never leaves the server.
      output: maskedDigitsSql(sql`m.recipient`),
      weight: 12,
    },
    request_ref: { expr: sql`coalesce(m.request_ref, '')`, weight: 12 },
    language: { expr: sql`m.language`, weight: 6 },
    channel: { expr: sql`m.channel`, weight: 8 },
    template: { expr: sql`m.template`, weight: 16 },
    state: { expr: sql`m.state`, weight: 8 },
    provider: { expr: sql`coalesce(m.provider, '')`, weight: 10 },
    provider_message_id: { expr: sql`coalesce(m.provider_message_id, '')`, weight: 16 },
    attempts: { expr: sql`m.attempts`, weight: 6 },
    provider_answer: { expr: sql`coalesce(m.provider_answer, m.last_error, '')`, weight: 24 },
    sent_at: istTimestamp(sql`m.sent_at`),
  }),
  defaultSort: [{ column: 'id', dir: 'desc' }],
};
