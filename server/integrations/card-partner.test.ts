import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cardPartnerFrom, loadCardPartner, referralSignature } from './card-partner';

const referral = { vendor: 'Sarthak' as const, agentCode: 'M100023', refNo: 'CC0000000042' };

describe('card partner adapter', () => {
  it('sends the customer to the saved page with the agent code, the reference and a signature the partner can check', () => {
    const partner = cardPartnerFrom({
      apply_url: 'https://apply.partner.example/cards?src=portal',
      partner_id: 'P77',
      api_key: 'k-secret',
    });
    expect(partner.kind).toBe('partner');
    const url = new URL(partner.applyUrl(referral));
    expect(url.origin + url.pathname).toBe('https://apply.partner.example/cards');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      src: 'portal',
      partner_id: 'P77',
      agent_code: 'M100023',
      ref_no: 'CC0000000042',
      product: 'Sarthak',
      sig: crypto.createHmac('sha256', 'k-secret').update('P77|M100023|CC0000000042|Sarthak').digest('hex'),
    });
  });

  it('signs each referral for itself: another agent code gives another signature', () => {
    const a = referralSignature('k', 'P', referral);
    expect(referralSignature('k', 'P', { ...referral, agentCode: 'M100024' })).not.toBe(a);
    expect(referralSignature('other', 'P', referral)).not.toBe(a);
  });

  it('with nothing saved, goes to our own test page', () => {
    const partner = cardPartnerFrom({ apply_url: null, partner_id: null, api_key: null });
    expect(partner.kind).toBe('sandbox');
    expect(partner.applyUrl({ ...referral, refNo: 'CC 1/2' })).toBe('/api/card-partner-sandbox/CC%201%2F2');
  });

  it('refuses a half-saved partner with a 503 naming what is missing, rather than a broken link', () => {
    expect(() => cardPartnerFrom({ apply_url: 'https://p.example', partner_id: null, api_key: 'k' })).toThrow(
      expect.objectContaining({ status: 503, message: expect.stringContaining('partner_id missing') }),
    );
    expect(() => cardPartnerFrom({ apply_url: 'not a url', partner_id: 'P', api_key: 'k' })).toThrow(
      expect.objectContaining({ status: 503, message: expect.stringContaining('not a web address') }),
    );
    expect(() => cardPartnerFrom({ apply_url: 'http://p.example/apply', partner_id: 'P', api_key: 'k' })).toThrow(
      expect.objectContaining({ status: 503, message: expect.stringContaining('https://') }),
    );
    expect(cardPartnerFrom({ apply_url: 'http://localhost:4000/apply', partner_id: 'P', api_key: 'k' }).kind).toBe(
      'partner',
    );
  });

  it('reads the card_partner keys from the credentials store', async () => {
    const asked: string[] = [];
    const saved: Record<string, string> = { apply_url: 'https://p.example/a', partner_id: 'P1', api_key: 'k1' };
    const partner = await loadCardPartner(async (provider, key) => {
      asked.push(`${provider}.${key}`);
      return saved[key] ?? null;
    });
    expect(asked.sort()).toEqual(['card_partner.api_key', 'card_partner.apply_url', 'card_partner.partner_id']);
    expect(new URL(partner.applyUrl(referral)).searchParams.get('partner_id')).toBe('P1');
  });
});
