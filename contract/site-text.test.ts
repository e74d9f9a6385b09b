import { describe, expect, it } from 'vitest';
import { BUSINESS_INFO_TOKENS, businessInfoBlock, fillBusinessInfo, unknownTokens } from './site-text';

const INFO = {
  businessName: 'Sai Kendra',
  add1: 'Shop 4',
  add2: '',
  add3: '',
  district: 'Nashik',
  pin: '422001',
  state: 'Maharashtra',
  contactNo: '+91 98220 12345',
  emailId: 'sai@example.in',
};

describe('filling the business info into a prerendered page (decision 0048)', () => {
  const page = `<h2>${BUSINESS_INFO_TOKENS.businessName}</h2>${businessInfoBlock()}`;

  it('takes what was typed as text: a name that looks like a token or closes the data block stays as typed', () => {
    const businessName = `\uE000emailId\uE001 </script><script>alert(1)</script>`;
    const html = fillBusinessInfo(page, { ...INFO, businessName }, 2026);
    expect(html).toContain('<h2>\uE000emailId\uE001 &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h2>');
    const block = /<script type="application\/json" id="business-info">(.*?)<\/script>/.exec(html)![1];
    expect(JSON.parse(block).businessName).toBe(businessName);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('names the tokens a page holds that it would not fill', () => {
    expect(unknownTokens(page)).toEqual([]);
    expect(unknownTokens(`${page}<p>\uE000gstin\uE001</p>`)).toEqual(['gstin']);
  });
});
