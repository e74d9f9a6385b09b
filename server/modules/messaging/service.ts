import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  CUSTOMER_TEMPLATES,
  MESSAGE_EVENTS,
  TEMPLATE_PARAMS,
  type MessageEvent,
  type MessageSettings,
  type MessageTemplate,
} from '../../../contract/messaging';
import { scrubAadhaar } from '../../../contract/aadhaar';
import { formatRupees, paiseToRupees, rupeesToPaise } from '../../../contract/money';
import type { Locale } from '../../../contract/i18n';
import type { Db, Tx } from '../../db/client';
import { messageSettings, outboundMessageEvents, outboundMessages, type IndianMobile } from '../../db/schema/messaging';
import { translate } from '../../lib/i18n';
import { savedLanguage } from '../account/language';
import { accountCard } from '../users/read-model';
import { ProviderError, sandboxProvider, type MessageProvider } from '../../integrations/message-provider';
import { DEFAULT_SMS_URL, dltSmsGateway } from '../../integrations/sms-gateway';
import { DEFAULT_WHATSAPP_URL, whatsappCloud } from '../../integrations/whatsapp-cloud';

/*
 * Issue 27 §3: one outbox for SMS and WhatsApp. A message is a row written inside the transaction of the move
 * it tells about; the sender job delivers it later, with retries, and at most once per idempotency key.
 */

export type Channel = 'sms' | 'whatsapp';
export const MESSAGE_JOB = 'messages:send';

/** A 10-digit Indian mobile (a leading +91 / 91 / 0 dropped), or null for anything else. */
export function indianMobile(raw: string | null | undefined): IndianMobile | null {
  const digits = (raw ?? '').replace(/[\s-]/g, '').replace(/^(\+?91|0)(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? (digits as IndianMobile) : null;
}

/** "XXXXXX1234": lists show only the last four digits. */
export const maskedMobile = (m: string) => `${'X'.repeat(Math.max(0, m.length - 4))}${m.slice(-4)}`;

/** A provider's answer as kept: WhatsApp echoes the number (contacts[].input / wa_id), which the list must not show. */
const answerKept = (answer: string, recipient: string) =>
  answer.split(recipient).join(maskedMobile(recipient)).slice(0, 1000);

export type NewMessage = {
  channel: Channel;
  recipient: IndianMobile;
  recipientUserId?: number | null;
  requestRef?: string | null;
  template: MessageTemplate;
  language: Locale;
  values: Record<string, string>;
  /** The event that makes it (e.g. 'topup:ledger-key'); with the recipient and channel, it is the message's key. */
  eventKey: string;
};

async function recordState(
  db: Db | Tx,
  messageId: number,
  fromState: string | null,
  toState: string,
  attempt: number,
  detail: string | null = null,
) {
  await db.insert(outboundMessageEvents).values({ messageId, fromState, toState, attempt, detail });
}

/**
 * Queues a message in the caller's transaction (a move rolled back takes it with it). The same event for the
 * same recipient and channel is one message, however often it is enqueued: answers the new id, or null.
 */
export async function enqueueMessage(tx: Db | Tx, m: NewMessage): Promise<number | null> {
  const [row] = await tx
    .insert(outboundMessages)
    .values({
      channel: m.channel,
      recipient: m.recipient,
      recipientUserId: m.recipientUserId ?? null,
      requestRef: m.requestRef ?? null,
      template: m.template,
      language: m.language,
      // Values come from forms and remarks: an Aadhaar number typed into one must never reach a phone or the outbox.
      values: Object.fromEntries(Object.entries(m.values).map(([k, v]) => [k, scrubAadhaar(v)])),
      idempotencyKey: `${m.eventKey}:${m.recipient}:${m.channel}`,
    })
    .onConflictDoNothing({ target: outboundMessages.idempotencyKey })
    .returning({ id: outboundMessages.id });
  if (!row) return null;
  await recordState(tx, row.id, null, 'queued', 0);
  return row.id;
}

// ---- the shop's own events -------------------------------------------------------------------------

type Choice = { sms: boolean; whatsapp: boolean; thresholdPaise: number | null };

async function choiceOf(db: Db | Tx, merchantId: number, event: MessageEvent): Promise<Choice | null> {
  const [row] = await db
    .select()
    .from(messageSettings)
    .where(and(eq(messageSettings.merchantId, merchantId), eq(messageSettings.event, event)));
  if (!row) return null;
  return { sms: row.sms === 'on', whatsapp: row.whatsapp === 'on', thresholdPaise: row.thresholdPaise };
}

/** Queues the event's messages on the channels the shop chose (none chosen: nothing, as before issue 27). */
async function tellShop(
  tx: Db | Tx,
  merchantId: number,
  event: MessageEvent,
  values: Record<string, string>,
  eventKey: string,
  choice: Choice,
  requestRef: string | null = null,
): Promise<void> {
  const channels = (['sms', 'whatsapp'] as const).filter((c) => choice[c]);
  if (!channels.length) return;
  const account = await accountCard(tx, merchantId);
  const recipient = indianMobile(account?.mobile);
  // A shop without a valid mobile has nowhere to be told; the bell still tells it.
  if (!recipient) return;
  const language = (await savedLanguage(tx, merchantId)) ?? 'en';
  for (const channel of channels)
    await enqueueMessage(tx, {
      channel,
      recipient,
      recipientUserId: merchantId,
      requestRef,
      template: event,
      language,
      values,
      eventKey: `${event}:${eventKey}`,
    });
}

/** What a move posted, as move.ts knows it, with the wallet's balance after it. */
export type PostedMoney = {
  merchantId: number;
  direction: 'Dr' | 'Cr';
  paise: number;
  reverses: number | null;
  refType: string;
  key: string;
  balancePaise: number;
};

/** Top-ups reach a wallet as a payment request approved, a UPI payment credited or money from its shop owner. */
const TOP_UP_REFS = new Set(['payment_request', 'upi_gateway', 'fund_transfer']);

/** Called by moveRecord in the move's transaction once its money is posted: a top-up, or a charge leaving little. */
export async function messagesForMoney(tx: Db | Tx, p: PostedMoney): Promise<void> {
  if (p.direction === 'Cr' && !p.reverses && TOP_UP_REFS.has(p.refType)) {
    const choice = await choiceOf(tx, p.merchantId, 'topup_credited');
    if (choice)
      await tellShop(
        tx,
        p.merchantId,
        'topup_credited',
        { amount: formatRupees(p.paise), balance: formatRupees(p.balancePaise) },
        p.key,
        choice,
      );
    return;
  }
  if (p.direction !== 'Dr') return;
  const choice = await choiceOf(tx, p.merchantId, 'low_balance');
  if (!choice?.thresholdPaise || p.balancePaise >= choice.thresholdPaise) return;
  await tellShop(
    tx,
    p.merchantId,
    'low_balance',
    { balance: formatRupees(p.balancePaise), threshold: formatRupees(choice.thresholdPaise) },
    p.key,
    choice,
  );
}

/** Called by the request engine's reject moves, in their transaction. */
export async function messageRejected(
  tx: Db | Tx,
  r: { merchantId: number; ref: string; reason: string | null; eventKey: string },
): Promise<void> {
  const choice = await choiceOf(tx, r.merchantId, 'application_rejected');
  if (!choice) return;
  await tellShop(
    tx,
    r.merchantId,
    'application_rejected',
    { ref: r.ref, reason: (r.reason ?? '-').slice(0, 120) },
    r.eventKey,
    choice,
    r.ref,
  );
}

// ---- settings ----------------------------------------------------------------------------------------

export async function settingsOf(db: Db | Tx, merchantId: number): Promise<MessageSettings> {
  const rows = await db.select().from(messageSettings).where(eq(messageSettings.merchantId, merchantId));
  const of = (e: MessageEvent) => rows.find((r) => r.event === e);
  const choice = (e: MessageEvent) => ({ sms: of(e)?.sms === 'on', whatsapp: of(e)?.whatsapp === 'on' });
  const threshold = of('low_balance')?.thresholdPaise;
  return {
    topup_credited: choice('topup_credited'),
    low_balance: choice('low_balance'),
    application_rejected: choice('application_rejected'),
    lowBalanceRupees: threshold == null ? null : paiseToRupees(threshold),
  };
}

export async function saveSettings(db: Db, merchantId: number, s: MessageSettings): Promise<MessageSettings> {
  await db.transaction(async (tx) => {
    for (const event of MESSAGE_EVENTS) {
      const values = {
        sms: s[event].sms ? ('on' as const) : ('off' as const),
        whatsapp: s[event].whatsapp ? ('on' as const) : ('off' as const),
        thresholdPaise: event === 'low_balance' && s.lowBalanceRupees ? rupeesToPaise(s.lowBalanceRupees) : null,
        updatedAt: new Date(),
      };
      await tx
        .insert(messageSettings)
        .values({ merchantId, event, ...values })
        .onConflictDoUpdate({ target: [messageSettings.merchantId, messageSettings.event], set: values });
    }
  });
  return settingsOf(db, merchantId);
}

// ---- the sender ---------------------------------------------------------------------------------------

export type SecretReader = { secret(provider: string, keyName: string): Promise<string | null> };

export type SenderOptions = {
  fetchImpl?: typeof fetch;
  maxAttempts?: number;
  /** The first retry's wait; each later one waits twice as long. */
  baseDelayMs?: number;
  /** How long a claimed message is left to its sender before another run counts it as interrupted. */
  leaseMs?: number;
  batch?: number;
  now?: () => Date;
  /** The site's address (PUBLIC_URL): a value queued as a path from the root ("/track?n=…") is sent as a full link. */
  publicUrl?: string;
};

/** The provider for a channel: the real one when its keys are saved, else the sandbox. */
export async function providerFor(
  secrets: SecretReader,
  channel: Channel,
  fetchImpl?: typeof fetch,
): Promise<MessageProvider> {
  if (channel === 'sms') {
    const [apiKey, entityId, senderId, apiUrl] = await Promise.all(
      ['api_key', 'entity_id', 'sender_id', 'api_url'].map((k) => secrets.secret('sms_gateway', k)),
    );
    if (!apiKey || !entityId || !senderId) return sandboxProvider();
    const templateIds: Record<string, string> = {};
    for (const e of [...MESSAGE_EVENTS, ...CUSTOMER_TEMPLATES]) {
      const id = await secrets.secret('sms_gateway', `tpl_${e}`);
      if (id) templateIds[e] = id;
    }
    return dltSmsGateway({ apiUrl: apiUrl || DEFAULT_SMS_URL, apiKey, entityId, senderId, templateIds }, fetchImpl);
  }
  const [accessToken, phoneNumberId, apiUrl] = await Promise.all(
    ['access_token', 'phone_number_id', 'api_url'].map((k) => secrets.secret('whatsapp_cloud', k)),
  );
  if (!accessToken || !phoneNumberId) return sandboxProvider();
  return whatsappCloud({ apiUrl: apiUrl || DEFAULT_WHATSAPP_URL, accessToken, phoneNumberId }, fetchImpl);
}

type Row = typeof outboundMessages.$inferSelect;

/** The reference a provider dedupes on: the message's own id, the same on every attempt, and no phone number in it. */
export const clientRefOf = (id: number) => `pan-msg-${id}`;

export function createMessageSender(db: Db, secrets: SecretReader, opts: SenderOptions = {}) {
  const maxAttempts = opts.maxAttempts ?? 5;
  const baseDelayMs = opts.baseDelayMs ?? 60_000;
  const leaseMs = opts.leaseMs ?? 5 * 60_000;
  const batch = opts.batch ?? 20;
  const now = opts.now ?? (() => new Date());

  /**
   * Takes the due messages (queued and due, or 'sending' past their lease: a sender that died) for this run,
   * committed as 'sending' before any is sent, so two runners never take the same one (SKIP LOCKED).
   */
  async function claim(): Promise<{ row: Row; interrupted: boolean }[]> {
    const at = now();
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(outboundMessages)
        .where(and(inArray(outboundMessages.state, ['queued', 'sending']), lte(outboundMessages.nextAttemptAt, at)))
        .orderBy(outboundMessages.nextAttemptAt, outboundMessages.id)
        .limit(batch)
        .for('update', { skipLocked: true });
      const out: { row: Row; interrupted: boolean }[] = [];
      for (const r of due) {
        const [row] = await tx
          .update(outboundMessages)
          .set({
            state: 'sending',
            attempts: sql`${outboundMessages.attempts} + 1`,
            nextAttemptAt: new Date(at.getTime() + leaseMs),
          })
          .where(eq(outboundMessages.id, r.id))
          .returning();
        await recordState(tx, r.id, r.state, 'sending', row.attempts, r.state === 'sending' ? 'interrupted' : null);
        out.push({ row, interrupted: r.state === 'sending' });
      }
      return out;
    });
  }

  async function finish(row: Row, set: Partial<Row>, detail: string | null) {
    await db.transaction(async (tx) => {
      await tx.update(outboundMessages).set(set).where(eq(outboundMessages.id, row.id));
      await recordState(tx, row.id, 'sending', set.state!, row.attempts, detail);
    });
  }

  /** Sends one claimed message and records what came of it. */
  async function deliver(row: Row, interrupted: boolean, provider: MessageProvider): Promise<Row['state']> {
    // Sent before, but its result never recorded: only a provider that dedupes on our reference may be asked again.
    if (interrupted && !provider.dedupes) {
      const lastError = 'Interrupted while sending; not sent again, so the recipient never gets it twice.';
      await finish(row, { state: 'failed', lastError, provider: provider.name }, lastError);
      return 'failed';
    }
    const template = row.template as MessageTemplate;
    const values = { ...row.values };
    if (values.link?.startsWith('/')) values.link = `${(opts.publicUrl ?? '').replace(/\/+$/, '')}${values.link}`;
    try {
      const done = await provider.send({
        clientRef: clientRefOf(row.id),
        to: row.recipient,
        template,
        language: row.language,
        text: translate(row.language, `messages.tpl.${template}`, values),
        params: (TEMPLATE_PARAMS[template] ?? []).map((p) => values[p] ?? ''),
      });
      await finish(
        row,
        {
          state: 'sent',
          provider: provider.name,
          providerMessageId: done.providerMessageId,
          providerAnswer: answerKept(done.answer, row.recipient),
          lastError: null,
          sentAt: now(),
        },
        done.providerMessageId,
      );
      return 'sent';
    } catch (e) {
      const err = e instanceof ProviderError ? e : new ProviderError((e as Error).message, true, '');
      const last = !err.retry || row.attempts >= maxAttempts;
      await finish(
        row,
        {
          state: last ? 'failed' : 'queued',
          provider: provider.name,
          providerAnswer: answerKept(err.answer, row.recipient) || null,
          lastError: err.message.slice(0, 500),
          nextAttemptAt: new Date(now().getTime() + baseDelayMs * 2 ** (row.attempts - 1)),
        },
        err.message.slice(0, 500),
      );
      return last ? 'failed' : 'queued';
    }
  }

  return {
    claim,
    deliver,
    /** One run of the job: what it sent, put back for later and gave up on. */
    async run(): Promise<{ sent: number; retried: number; failed: number }> {
      const counts = { sent: 0, retried: 0, failed: 0 };
      const claimed = await claim();
      const providers = new Map<Channel, MessageProvider>();
      for (const { row, interrupted } of claimed) {
        let provider = providers.get(row.channel);
        if (!provider) {
          provider = await providerFor(secrets, row.channel, opts.fetchImpl);
          providers.set(row.channel, provider);
        }
        const state = await deliver(row, interrupted, provider);
        if (state === 'sent') counts.sent++;
        else if (state === 'failed') counts.failed++;
        else counts.retried++;
      }
      return counts;
    },
  };
}
