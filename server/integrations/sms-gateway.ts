import { postJson, ProviderError, retryable, type MessageProvider } from './message-provider';

/**
 * An Indian DLT SMS gateway (MSG91 / Gupshup style): POST JSON with the key in a header. TRAI's DLT rules
 * want the principal entity id, the approved sender id (header) and, per text, the DLT template id it was
 * registered under; a text that does not match its template is refused by the operator.
 */
export type SmsGatewayKeys = {
  apiUrl: string;
  apiKey: string;
  entityId: string;
  senderId: string;
  /** The DLT template id of each of our templates. */
  templateIds: Record<string, string>;
};

export const DEFAULT_SMS_URL = 'https://control.msg91.com';

export function dltSmsGateway(keys: SmsGatewayKeys, fetchImpl: typeof fetch = fetch): MessageProvider {
  return {
    name: 'dlt_sms',
    // The gateway keeps a client reference and answers its first message id when the same one comes again.
    dedupes: true,
    async send(m) {
      const templateId = keys.templateIds[m.template];
      if (!templateId) throw new ProviderError(`no DLT template id for ${m.template}`, false, 'missing template id');
      const { status, text } = await postJson(
        fetchImpl,
        `${keys.apiUrl.replace(/\/$/, '')}/api/v5/sms/send`,
        { authkey: keys.apiKey },
        {
          sender: keys.senderId,
          dlt_entity_id: keys.entityId,
          dlt_template_id: templateId,
          mobile: `91${m.to}`,
          message: m.text,
          // Hindi needs Unicode SMS (70 characters a part instead of 160).
          unicode: m.language === 'hi' ? 1 : 0,
          client_ref: m.clientRef,
        },
        15_000,
      );
      let body: { type?: string; message_id?: string; message?: string } = {};
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        // A proxy's HTML page: kept as the answer below.
      }
      if (status >= 200 && status < 300 && body.type === 'success' && body.message_id)
        return { providerMessageId: body.message_id, answer: text };
      throw new ProviderError(`SMS gateway answered ${status}`, retryable(status), text || String(status));
    },
  };
}
