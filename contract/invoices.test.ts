import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  documentNumber,
  financialYear,
  gstStateOfName,
  HI_UPTO_99,
  indiaDate,
  monthEnd,
  splitTax,
  TaxSetupForm,
} from './invoices';

describe('splitTax', () => {
  it('splits every price from ₹1 to ₹10,000 at 18% to the paisa, intra- and inter-state', () => {
    for (let rupees = 1; rupees <= 10_000; rupees++) {
      const amount = rupees * 100;
      const intra = splitTax(amount, 0, 18, true);
      const tax = amount - intra.taxablePaise;
      expect(intra.cgstPaise + intra.sgstPaise).toBe(tax);
      expect(intra.sgstPaise - intra.cgstPaise).toBeGreaterThanOrEqual(0);
      expect(intra.sgstPaise - intra.cgstPaise).toBeLessThanOrEqual(1);
      expect(intra.igstPaise).toBe(0);
      expect(intra.taxablePaise).toBe(Math.round((amount * 100) / 118));
      const inter = splitTax(amount, 0, 18, false);
      expect(inter.taxablePaise + inter.igstPaise).toBe(amount);
      expect(inter.cgstPaise + inter.sgstPaise).toBe(0);
    }
  });

  it('leaves a pure-agent fee out of the taxable value and still adds up', () => {
    const s = splitTax(20_000, 10_700, 18, true);
    expect(s.passThroughPaise).toBe(10_700);
    expect(s.taxablePaise).toBe(Math.round((9_300 * 100) / 118));
    expect(s.passThroughPaise + s.taxablePaise + s.cgstPaise + s.sgstPaise).toBe(20_000);
    // A fee bigger than the amount cannot make a negative taxable value.
    expect(splitTax(5_000, 10_700, 18, false)).toMatchObject({
      passThroughPaise: 5_000,
      taxablePaise: 0,
      igstPaise: 0,
    });
  });

  it('splits a refund as the mirror of its charge', () => {
    const c = splitTax(12_345, 0, 18, true);
    const r = splitTax(-12_345, 0, 18, true);
    expect(r.taxablePaise).toBe(-c.taxablePaise);
    expect(r.sgstPaise).toBe(-c.sgstPaise);
  });
});

describe('numbers and dates', () => {
  it('reads the financial year in India time and keeps numbers within 16 characters', () => {
    expect(financialYear('2026-03-31')).toBe('25-26');
    expect(financialYear('2026-04-01')).toBe('26-27');
    expect(financialYear('2099-12-01')).toBe('99-00');
    expect(indiaDate(new Date('2026-03-31T19:00:00Z'))).toBe('2026-04-01');
    expect(documentNumber('invoice', '26-27', 1)).toBe('INV/26-27/00001');
    expect(documentNumber('credit_note', '26-27', 42)).toBe('CN/26-27/00042');
    expect(documentNumber('invoice', '26-27', 999_999).length).toBeLessThanOrEqual(16);
    expect(monthEnd('2028-02')).toBe('2028-02-29');
    expect(monthEnd('2026-12')).toBe('2026-12-31');
  });

  it('finds the GST state of a profile state name', () => {
    expect(gstStateOfName('uttar  pradesh')).toEqual({ code: '09', name: 'Uttar Pradesh' });
    expect(gstStateOfName('Andhra Pradesh')?.code).toBe('37');
    expect(gstStateOfName('Atlantis')).toBeNull();
  });
});

describe('amountInWords', () => {
  it('says amounts in the Indian system', () => {
    expect(amountInWords(12_500_050)).toBe('Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(45)).toBe('Rupees Zero and Forty-Five Paise Only');
    expect(amountInWords(1_234_567_890_1)).toBe(
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and One Paise Only',
    );
    expect(amountInWords(-11_800)).toBe('Rupees One Hundred Eighteen Only');
  });

  it('says them in Hindi', () => {
    expect(HI_UPTO_99).toHaveLength(100);
    expect(amountInWords(12_500_050, 'hi')).toBe('रुपये एक लाख पच्चीस हज़ार और पचास पैसे मात्र');
    expect(amountInWords(11_800, 'hi')).toBe('रुपये एक सौ अठारह मात्र');
    expect(amountInWords(99_99_99_999_99, 'hi')).toBe(
      'रुपये निन्यानवे करोड़ निन्यानवे लाख निन्यानवे हज़ार नौ सौ निन्यानवे और निन्यानवे पैसे मात्र',
    );
  });
});

describe('TaxSetupForm', () => {
  const form = { legalName: 'Seva Kendra Pvt Ltd', mode: 'monthly', codes: [] } as const;
  it("refuses a GSTIN whose state code is not the chosen state's, or whose check character is wrong", () => {
    const ok = TaxSetupForm.safeParse({ ...form, gstin: '27AAPFU0939F1ZV', stateCode: '27' });
    expect(ok.success).toBe(true);
    const other = TaxSetupForm.safeParse({ ...form, gstin: '27AAPFU0939F1ZV', stateCode: '09' });
    expect(other.error?.issues[0]).toMatchObject({ path: ['gstin'] });
    const typo = TaxSetupForm.safeParse({ ...form, gstin: '27AAPFU0939F1ZW', stateCode: '27' });
    expect(typo.error?.issues[0].message).toContain('check character');
  });
});
