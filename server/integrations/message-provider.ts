/**
 * The one interface the messaging outbox sends through (issue 27 §3): an Indian DLT SMS gateway, the
 * WhatsApp Business Cloud API, or the built-in sandbox when no credentials are saved.
 */
export type OutgoingMessage = {
  /** The outbox's idempotency key: the reference a provider dedupes on, so a resend after a crash is not a second message. */
  clientRef: string;
  /** 10 digits, as dialled in India. */
  to: string;
  template: string;
  language: 'en' | 'hi';
  /** The whole text (SMS), in the recipient's language. */
  text: string;
  /** The template's body parameters, in the template's order (WhatsApp, and the SMS gateway's variables). */
  params: string[];
};

export type Delivered = { providerMessageId: string; answer: string };

export type MessageProvider = {
  name: 'dlt_sms' | 'whatsapp_cloud' | 'sandbox';
  /**
   * True when sending the same clientRef again answers the first message instead of a second one: then a
   * message interrupted between send and record may be sent again; otherwise it is never resent.
   */
  dedupes: boolean;
  send(m: OutgoingMessage): Promise<Delivered>;
};

/**
 * What a provider refused or where it could not be reached. `retry`: worth trying later (rate limit, time-out,
 * a server error); not for wrong credentials or a rejected template, which only an admin fixes.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
    readonly answer: string,
  ) {
    super(message);
  }
}

/** POSTs JSON and answers the status and the body as text (kept as the provider's answer). */
export async function postJson(
  fetchImpl: typeof fetch,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  let res: Response;
  try {
    res = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (e) {
    throw new ProviderError(`not reached: ${(e as Error).message}`, true, (e as Error).name);
  }
  return { status: res.status, text: (await res.text().catch(() => '')).slice(0, 1000) };
}

/** 429 and 5xx are passing troubles; any other refusal needs a person. */
export const retryable = (status: number) => status === 429 || status >= 500;

/** What the sandbox answers once the message's own words are no longer kept (server/modules/messaging/privacy.ts). */
export const SANDBOX_ANSWER = 'sandbox: not sent to any phone';

/**
 * No credentials saved: the message is kept as sent to the sandbox (and listed as a test), never dropped. Its answer
 * is the text a phone would have shown, so the Messages list is the sandbox's log of what would have gone out.
 */
export function sandboxProvider(): MessageProvider {
  return {
    name: 'sandbox',
    dedupes: true,
    async send(m) {
      return { providerMessageId: `sandbox-${m.clientRef}`, answer: `${SANDBOX_ANSWER}: ${m.text}` };
    },
  };
}
