import { z } from 'zod';
import type { ColumnDef } from './table';

/** Issue 27 §3: the shop's own events that may send it an SMS or a WhatsApp message. */
export const MESSAGING_API = {
  /** The shop's choices (My Setting › Messages). */
  settings: '/api/merchant/settings/messages',
  /** The back office's outbox list (admin). */
  list: '/api/backend/messages/list',
} as const;

export const MESSAGE_EVENTS = ['topup_credited', 'low_balance', 'application_rejected'] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

/**
 * The customer's stages that send them a message, when they agreed to it on the form: the status page's stages
 * (contract/track-page.ts) a customer acts on or waits for. A question or a finished job is the shop's to tell.
 */
export const CUSTOMER_STAGES = ['received', 'sent', 'verified', 'acknowledged', 'dispatched', 'rejected'] as const;
export type CustomerStage = (typeof CUSTOMER_STAGES)[number];
/** A customer's stage message: its WhatsApp template name, and (with `tpl_`) its DLT template id's key. */
export const customerTemplate = (stage: CustomerStage) => `customer_${stage}` as const;
export const CUSTOMER_TEMPLATES = CUSTOMER_STAGES.map(customerTemplate);
export type CustomerTemplate = (typeof CUSTOMER_TEMPLATES)[number];
/** Every template the outbox sends: the shop's events and the customer's stages. */
export type MessageTemplate = MessageEvent | CustomerTemplate;

/**
 * Each template's body parameters in order: the WhatsApp template's {{1}}, {{2}} and the DLT template's
 * variables are these values, in this order, so the approved templates and ours stay the same text.
 */
export const TEMPLATE_PARAMS: Record<MessageTemplate, readonly string[]> = {
  topup_credited: ['amount', 'balance'],
  low_balance: ['balance', 'threshold'],
  application_rejected: ['ref', 'reason'],
  // The status page's link last, so every customer template ends on it.
  customer_received: ['ref', 'shop', 'link'],
  customer_sent: ['ref', 'shop', 'link'],
  customer_verified: ['ref', 'link'],
  customer_acknowledged: ['ref', 'ackNo', 'link'],
  customer_dispatched: ['ref', 'courier', 'docketNo', 'link'],
  customer_rejected: ['ref', 'shop', 'phone', 'link'],
};

const Toggle = z.boolean();
export const MessageChoice = z.object({ sms: Toggle, whatsapp: Toggle });
export type MessageChoice = z.infer<typeof MessageChoice>;

export const MessageSettings = z
  .object({
    topup_credited: MessageChoice,
    low_balance: MessageChoice,
    application_rejected: MessageChoice,
    /** Rupees; a low-balance message is sent when a charge leaves the wallet below it. */
    lowBalanceRupees: z.number().min(0).max(10_000_000).nullable(),
  })
  .superRefine((v, ctx) => {
    if ((v.low_balance.sms || v.low_balance.whatsapp) && !v.lowBalanceRupees)
      ctx.addIssue({ code: 'custom', path: ['lowBalanceRupees'], message: 'Required' });
  });
export type MessageSettings = z.infer<typeof MessageSettings>;

/** The language a message was written in. */
export const MESSAGE_LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'hi', label: 'हिन्दी' },
] as const;

export const MESSAGE_CHANNELS = [
  { value: 'sms', label: 'SMS' },
  { value: 'whatsapp', label: 'WhatsApp' },
] as const;

export const MESSAGE_STATES = [
  { value: 'queued', label: 'Queued' },
  { value: 'sending', label: 'Sending' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
] as const;

export const MESSAGE_PROVIDERS = [
  { value: 'dlt_sms', label: 'SMS gateway' },
  { value: 'whatsapp_cloud', label: 'WhatsApp Cloud' },
  { value: 'sandbox', label: 'Sandbox (test)' },
] as const;

export const MESSAGE_COLUMNS: readonly ColumnDef[] = [
  // The id and the send time are in the columns menu: the list's first view fits a 1366 px screen (decision 0072).
  { field: 'id', label: 'ID', type: 'number', sortable: true, filterable: true, ops: ['equals', 'in'], hidden: true },
  { field: 'created_at', label: 'Created', type: 'date', sortable: true, filterable: true },
  // Masked to its last four digits: the list is for following deliveries, not for reading numbers.
  { field: 'recipient', label: 'Mobile', type: 'text', sortable: false },
  { field: 'request_ref', label: 'Reference', type: 'text', sortable: true, filterable: true, searchable: true },
  { field: 'language', label: 'Language', type: 'enum', filterable: true, options: MESSAGE_LANGUAGES, hidden: true },
  { field: 'channel', label: 'Channel', type: 'enum', sortable: true, filterable: true, options: MESSAGE_CHANNELS },
  { field: 'template', label: 'Template', type: 'text', sortable: true, filterable: true, searchable: true },
  { field: 'state', label: 'Status', type: 'enum', sortable: true, filterable: true, options: MESSAGE_STATES },
  { field: 'provider', label: 'Provider', type: 'enum', sortable: true, filterable: true, options: MESSAGE_PROVIDERS },
  // In the columns menu (and searched): the first view fits a 1366 px screen (decision 0072).
  { field: 'provider_message_id', label: 'Provider ID', type: 'text', sortable: false, searchable: true, hidden: true },
  { field: 'attempts', label: 'Attempts', type: 'number', sortable: true, filterable: true, hidden: true },
  { field: 'provider_answer', label: 'Answer', type: 'text', sortable: false },
  { field: 'sent_at', label: 'Sent', type: 'date', sortable: true, filterable: true, hidden: true },
];

/** One row of the back office's outbox list, as the list route answers it. */
export type MessageRow = {
  id: number;
  created_at: string;
  request_ref: string;
  language: string;
  recipient: string;
  channel: string;
  template: string;
  state: string;
  provider: string;
  provider_message_id: string;
  attempts: number;
  provider_answer: string;
  sent_at: string | null;
};
