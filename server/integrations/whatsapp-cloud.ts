import { postJson, ProviderError, retryable, type MessageProvider } from './message-provider';

/**
 * The WhatsApp Business Cloud API: POST {base}/{phone-number-id}/messages with a Bearer token, a message of
 * type 'template' (pre-approved by Meta, so a business may write first), its language and body parameters.
 */
export type WhatsAppKeys = { apiUrl: string; accessToken: string; phoneNumberId: string };

export const DEFAULT_WHATSAPP_URL = 'https://graph.facebook.com/v20.0';

export function whatsappCloud(keys: WhatsAppKeys, fetchImpl: typeof fetch = fetch): MessageProvider {
  return {
    name: 'whatsapp_cloud',
    // The Cloud API has no idempotency key: an interrupted send is never repeated (see the sender).
    dedupes: false,
    async send(m) {
      const { status, text } = await postJson(
        fetchImpl,
        `${keys.apiUrl.replace(/\/$/, '')}/${encodeURIComponent(keys.phoneNumberId)}/messages`,
        { authorization: `Bearer ${keys.accessToken}` },
        {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: `91${m.to}`,
          type: 'template',
          // Comes back on the status webhooks, so a delivery report names our message.
          biz_opaque_callback_data: m.clientRef,
          template: {
            name: m.template,
            language: { code: m.language },
            components: [{ type: 'body', parameters: m.params.map((p) => ({ type: 'text', text: p })) }],
          },
        },
        15_000,
      );
      let body: { messages?: { id?: string }[] } = {};
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        // Kept as the answer below.
      }
      const id = body.messages?.[0]?.id;
      if (status >= 200 && status < 300 && id) return { providerMessageId: id, answer: text };
      throw new ProviderError(`WhatsApp answered ${status}`, retryable(status), text || String(status));
    },
  };
}
