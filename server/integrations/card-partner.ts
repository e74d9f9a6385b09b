import crypto from 'node:crypto';
import { CARD_SANDBOX_PATH } from '../../contract/cards/api';
import type { CardVendor } from '../../contract/cards/products';
import { AppError } from '../lib/errors';

/** What the partner's application page needs to credit the referral: the agent, the product, our reference. */
export type Referral = { vendor: CardVendor; agentCode: string; refNo: string };

export type CardPartner = {
  /** 'sandbox': our own test page stands in for the partner's. */
  kind: 'partner' | 'sandbox';
  applyUrl(r: Referral): string;
};

/** API credentials of provider card_partner (contract/masters.ts). */
export type CardPartnerKeys = { apply_url: string | null; partner_id: string | null; api_key: string | null };

/**
 * The signature the partner checks, so an agent code in a link cannot be changed to claim another
 * agent's referral: HMAC-SHA256 over the fields in order, hex.
 */
export function referralSignature(apiKey: string, partnerId: string, r: Referral): string {
  return crypto
    .createHmac('sha256', apiKey)
    .update([partnerId, r.agentCode, r.refNo, r.vendor].join('|'))
    .digest('hex');
}

/** The partner's page with the referral in its query (the saved address may carry its own query already). */
export function partnerCardPartner(applyUrl: string, partnerId: string, apiKey: string): CardPartner {
  const base = new URL(applyUrl);
  return {
    kind: 'partner',
    applyUrl(r) {
      const url = new URL(base);
      url.searchParams.set('partner_id', partnerId);
      url.searchParams.set('agent_code', r.agentCode);
      url.searchParams.set('ref_no', r.refNo);
      url.searchParams.set('product', r.vendor);
      url.searchParams.set('sig', referralSignature(apiKey, partnerId, r));
      return url.toString();
    },
  };
}

/** Our test page (card routes serve it), for an install with no partner saved. */
export const sandboxCardPartner: CardPartner = {
  kind: 'sandbox',
  applyUrl: (r) => `${CARD_SANDBOX_PATH}/${encodeURIComponent(r.refNo)}`,
};

const notSetUp = (why: string) =>
  new AppError(
    503,
    `The card partner is not set up: ${why}. Ask the administrator to complete it under Data Setup → API Credentials.`,
  );

/**
 * The partner the saved credentials describe: none saved is the sandbox; some but not all, or an address
 * that is not https (http only for localhost), is a 503 naming what to fix, never a half-made link.
 */
export function cardPartnerFrom(keys: CardPartnerKeys): CardPartner {
  const { apply_url, partner_id, api_key } = keys;
  if (!apply_url && !partner_id && !api_key) return sandboxCardPartner;
  const missing = (Object.keys(keys) as (keyof CardPartnerKeys)[]).filter((k) => !keys[k]);
  if (missing.length) throw notSetUp(`${missing.join(', ')} missing`);
  let url: URL;
  try {
    url = new URL(apply_url!);
  } catch {
    throw notSetUp('apply_url is not a web address');
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local))
    throw notSetUp('apply_url must start with https://');
  return partnerCardPartner(apply_url!, partner_id!, api_key!);
}

/** Reads the credentials each time, so a newly saved key applies at once in every process. */
export async function loadCardPartner(
  secret: (provider: string, keyName: string) => Promise<string | null>,
): Promise<CardPartner> {
  const [apply_url, partner_id, api_key] = await Promise.all(
    ['apply_url', 'partner_id', 'api_key'].map((k) => secret('card_partner', k)),
  );
  return cardPartnerFrom({ apply_url, partner_id, api_key });
}
