import { describe, expect, it } from 'vitest';
import { formatDate, formatMonth } from '../../../contract/format';
import type { Workflow } from '../../../contract/requests';
import { GST_FILING_DECLARATION, GST_REGISTRATION_DECLARATION } from '../gst/declarations';
import type { MailService } from '../mail/service';
import { PAN_DECLARATION, type Application } from '../nsdl-pan/workflow';
import { paperlessDeclaration } from '../nsdl-paperless/declarations';
import type { SharedRequest } from '../requests/store';
import { utiDeclarations } from '../uti/declarations';
import { englishNarration, type NarrationMessage } from './narration';

/*
 * docs/product.md#formats-and-constants: a ledger line is read beside the screens, so a date or a period
 * in it is written by contract/format.ts as on every screen ('Oct 2026', '24-Nov-2026'). A GST filing's
 * line once read "GSTR-3B 2026-10" where its review page said "Oct 2026". Every service's narration is
 * asked for every move that posts money, with a row full of dates, and may hold no other date form.
 */

/**
 * Date forms the contract does not write: ISO days and months, slashed days, "Nov 24, 2026", "24 Nov 2026".
 * A financial year ("2026-27") is not a month: its second part is never 01–12 in this century's years.
 */
const HAND_MADE = [
  /\b\d{4}-(0[1-9]|1[0-2])(-\d{2})?\b/,
  /\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b/,
  /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2},/,
  /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{4}\b/,
];

export function handMadeDates(text: string): string[] {
  return HAND_MADE.filter((re) => re.test(text)).map((re) => `${re.source} in "${text}"`);
}

const at = new Date('2026-11-24T02:36:00Z');
const shared = (over: Partial<SharedRequest>): SharedRequest =>
  ({
    id: 7,
    refNo: 'GF2611240007',
    merchantId: 3,
    merchantCode: 'M0003',
    createdBy: 3,
    state: 'submitted',
    name: 'Kulkarni Traders',
    subject: '27ABCDE1234F1Z5',
    kind: 'GSTR-3B',
    period: '2026-10',
    quantity: 2,
    data: {},
    dated: '2026-11-24',
    amountPaise: 0,
    result: null,
    result2: null,
    remark: null,
    submittedAt: at,
    createdAt: at,
    updatedAt: at,
    ...over,
  }) as SharedRequest;

type Narrated<R> = { workflow: Workflow<string, string>; narration(row: R, action: string): NarrationMessage };

function lines<R>(decl: Narrated<R>, row: R): string[] {
  return Object.entries(decl.workflow.moves)
    .filter(([, move]) => move.money)
    .map(([action]) => englishNarration(decl.narration(row, action)));
}

describe('ledger narrations write dates and periods as the screens do', () => {
  const uti = utiDeclarations({} as MailService);
  const all: [string, string[]][] = [
    ['GST filing', lines(GST_FILING_DECLARATION as Narrated<SharedRequest>, shared({}))],
    ['GST filing, quarter', lines(GST_FILING_DECLARATION as Narrated<SharedRequest>, shared({ period: '2026-27-Q2' }))],
    ['GST registration', lines(GST_REGISTRATION_DECLARATION as Narrated<SharedRequest>, shared({ kind: '' }))],
    ['UTI PSA', lines(uti['uti-psa'].decl as Narrated<SharedRequest>, shared({ kind: '', period: '' }))],
    ['UTI coupons', lines(uti['uti-coupon'].decl as Narrated<SharedRequest>, shared({ kind: 'physical', period: '' }))],
    [
      'NSDL PAN paperless',
      lines(paperlessDeclaration({ expireMinutes: 30 }).decl as Narrated<SharedRequest>, shared({ kind: 'N' })),
    ],
    [
      'NSDL PAN physical',
      lines(
        PAN_DECLARATION as Narrated<Application>,
        {
          id: 9,
          tokenNo: 'TK2611240009',
          appType: 'N',
          name: 'Sachin Gokhale',
          dated: '2026-11-24',
          submittedAt: at,
          createdAt: at,
        } as unknown as Application,
      ),
    ],
  ];

  it.each(all)('%s', (_service, texts) => {
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.flatMap(handMadeDates)).toEqual([]);
  });

  it("names a GST return's month as its review page does", () => {
    const [charge] = lines(GST_FILING_DECLARATION as Narrated<SharedRequest>, shared({}));
    expect(charge).toBe('GST filing: GF2611240007 GSTR-3B Oct 2026 27ABCDE1234F1Z5');
  });

  it('would notice a date written by hand', () => {
    expect(handMadeDates(`GST filing: GSTR-3B 2026-10`)).toHaveLength(1);
    expect(handMadeDates(`top-up of ${at.toISOString().slice(0, 10)}`)).toHaveLength(1);
    expect(handMadeDates('paid 24/11/2026')).toHaveLength(1);
    expect(handMadeDates('paid Nov 24, 2026')).toHaveLength(1);
    expect(handMadeDates('paid 24 Nov 2026')).toHaveLength(1);
    expect(handMadeDates(`paid ${formatDate(at)} for ${formatMonth('2026-10')}, Q2 (Jul–Sep) 2026-27`)).toEqual([]);
  });
});
