import { describe, expect, it } from 'vitest';
import { TdsSettingForm, fyLabel, fyStartOf, quarterDays } from './tds';

describe('TDS periods', () => {
  it('puts a date in its April–March financial year and a quarter on its calendar days', () => {
    expect(fyStartOf('2027-03-31')).toBe(2026);
    expect(fyStartOf('2026-04-01')).toBe(2026);
    expect(fyLabel(2026)).toBe('2026-27');
    expect(fyLabel(2099)).toBe('2099-00');
    expect(quarterDays(2026, 1)).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(quarterDays(2026, 3)).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(quarterDays(2027, 4)).toEqual({ from: '2028-01-01', to: '2028-03-31' });
  });

  it('takes a rate above 0 and at most 20%, with two decimals', () => {
    const ok = { fy: 2026, enabled: true, rate: 2, threshold: 20000 };
    expect(TdsSettingForm.safeParse(ok).success).toBe(true);
    expect(TdsSettingForm.safeParse({ ...ok, rate: 0 }).success).toBe(false);
    expect(TdsSettingForm.safeParse({ ...ok, rate: 20.5 }).success).toBe(false);
    expect(TdsSettingForm.safeParse({ ...ok, rate: 1.005 }).success).toBe(false);
  });
});
