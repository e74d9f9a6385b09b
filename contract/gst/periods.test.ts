import { describe, expect, it } from 'vitest';
import { dueDate, parsePeriod, periodKindFor, periodLabel, periodOptions, periodProblem } from './periods';

describe('period encodings', () => {
  it('reads months, quarters of a financial year and financial years', () => {
    expect(parsePeriod('2026-10')).toEqual({ kind: 'month', start: '2026-10-01', end: '2026-10-31' });
    expect(parsePeriod('2028-02')).toEqual({ kind: 'month', start: '2028-02-01', end: '2028-02-29' });
    expect(parsePeriod('2026-27-Q1')).toEqual({ kind: 'quarter', start: '2026-04-01', end: '2026-06-30' });
    expect(parsePeriod('2026-27-Q2')).toEqual({ kind: 'quarter', start: '2026-07-01', end: '2026-09-30' });
    expect(parsePeriod('2026-27-Q3')).toEqual({ kind: 'quarter', start: '2026-10-01', end: '2026-12-31' });
    expect(parsePeriod('2026-27-Q4')).toEqual({ kind: 'quarter', start: '2027-01-01', end: '2027-03-31' });
    expect(parsePeriod('2025-26')).toEqual({ kind: 'year', start: '2025-04-01', end: '2026-03-31' });
    expect(parsePeriod('2099-00')).toEqual({ kind: 'year', start: '2099-04-01', end: '2100-03-31' });
  });
  it('refuses what is not a period', () => {
    for (const bad of ['2026-13', '2026-00', '2026-28', '2026-28-Q1', '2026-27-Q5', '2026/10', 'Oct 2026', ''])
      expect(parsePeriod(bad), bad).toBeNull();
  });
  it('labels them for people', () => {
    expect(periodLabel('2026-10')).toBe('Oct 2026');
    expect(periodLabel('2026-27-Q2')).toBe('Q2 (Jul–Sep) 2026-27');
    expect(periodLabel('2026-27-Q4')).toBe('Q4 (Jan–Mar) 2026-27');
    expect(periodLabel('2025-26')).toBe('FY 2025-26');
    expect(periodLabel('junk')).toBe('junk');
  });
});

describe('due dates', () => {
  it('GSTR-1: 11th of the next month; 13th after the quarter under QRMP', () => {
    expect(dueDate('GSTR-1', '2026-10', false)).toBe('2026-11-11');
    expect(dueDate('GSTR-1', '2026-12', false)).toBe('2027-01-11');
    expect(dueDate('GSTR-1', '2026-27-Q2', true)).toBe('2026-10-13');
  });
  it('GSTR-3B: 20th of the next month; 22nd after the quarter under QRMP', () => {
    expect(dueDate('GSTR-3B', '2026-10', false)).toBe('2026-11-20');
    expect(dueDate('GSTR-3B', '2026-27-Q4', true)).toBe('2027-04-22');
  });
  it('CMP-08: 18th after the quarter', () => {
    expect(dueDate('CMP-08', '2026-27-Q3', false)).toBe('2027-01-18');
  });
  it('a quarterly GSTR-3B: the 22nd in the first group of states, the 24th in the others, the 22nd when the state is not known', () => {
    expect(dueDate('GSTR-3B', '2026-27-Q2', true, '27')).toBe('2026-10-22'); // Maharashtra
    expect(dueDate('GSTR-3B', '2026-27-Q2', true, '37')).toBe('2026-10-22'); // Andhra Pradesh
    expect(dueDate('GSTR-3B', '2026-27-Q2', true, '09')).toBe('2026-10-24'); // Uttar Pradesh
    expect(dueDate('GSTR-3B', '2026-27-Q2', true, '07')).toBe('2026-10-24'); // Delhi
    expect(dueDate('GSTR-3B', '2026-27-Q2', true)).toBe('2026-10-22');
    // Monthly GSTR-3B and quarterly GSTR-1 do not depend on the state.
    expect(dueDate('GSTR-3B', '2026-10', false, '09')).toBe('2026-11-20');
    expect(dueDate('GSTR-1', '2026-27-Q2', true, '09')).toBe('2026-10-13');
  });

  it('GSTR-4: 30 June after the year from 2024-25 (30 April before); GSTR-9: 31 December after it', () => {
    expect(dueDate('GSTR-4', '2025-26', false)).toBe('2026-06-30');
    expect(dueDate('GSTR-4', '2024-25', false)).toBe('2025-06-30');
    expect(dueDate('GSTR-4', '2023-24', false)).toBe('2024-04-30');
    expect(dueDate('GSTR-9', '2025-26', false)).toBe('2026-12-31');
  });
  it('has none for a period of the wrong kind', () => {
    expect(dueDate('GSTR-1', '2026-27-Q2', false)).toBeNull();
    expect(dueDate('GSTR-9', '2026-10', false)).toBeNull();
    expect(dueDate('CMP-08', 'junk', false)).toBeNull();
  });
});

describe('periodProblem', () => {
  const today = '2026-11-05';
  it('accepts an ended period of the right kind', () => {
    expect(periodProblem('GSTR-1', '2026-10', false, today)).toBeNull();
    expect(periodProblem('GSTR-3B', '2026-27-Q2', true, today)).toBeNull();
    expect(periodProblem('CMP-08', '2026-27-Q2', false, today)).toBeNull();
    expect(periodProblem('GSTR-9', '2025-26', false, today)).toBeNull();
    expect(periodProblem('GSTR-9', '2017-18', false, today)).toBeNull();
  });
  it('refuses the wrong kind for the return', () => {
    expect(periodProblem('GSTR-1', '2026-27-Q2', false, today)).toBe(
      'GSTR-1 is filed for a month (per quarter only under QRMP): choose a month, not a quarter',
    );
    expect(periodProblem('GSTR-1', '2026-10', true, today)).toBe(
      'GSTR-1 is filed for a quarter under QRMP: choose a quarter, not a month',
    );
    expect(periodProblem('CMP-08', '2026-10', false, today)).toBe(
      'CMP-08 is filed for a quarter: choose a quarter, not a month',
    );
    expect(periodProblem('GSTR-4', '2026-27-Q1', false, today)).toMatch(/^GSTR-4 is filed for a financial year/);
    expect(periodProblem('GSTR-9', '2026-10', false, today)).toMatch(/^GSTR-9 is filed for a financial year/);
  });
  it('refuses a period not yet over, including the current one on its last day', () => {
    expect(periodProblem('GSTR-1', '2026-11', false, today)).toBe(
      'Nov 2026 has not ended yet: a return is filed once its period is over',
    );
    expect(periodProblem('GSTR-1', '2027-01', false, today)).toMatch(/has not ended yet/);
    expect(periodProblem('GSTR-1', '2026-10', false, '2026-10-31')).toMatch(/has not ended yet/);
    expect(periodProblem('GSTR-1', '2026-10', false, '2026-11-01')).toBeNull();
    expect(periodProblem('GSTR-9', '2026-27', false, today)).toMatch(/FY 2026-27 has not ended yet/);
  });
  it('refuses a period before GST and a value that is no period', () => {
    expect(periodProblem('GSTR-1', '2017-06', false, today)).toBe('Jun 2017 is before GST began (1 July 2017)');
    expect(periodProblem('GSTR-1', '2017-07', false, today)).toBeNull();
    expect(periodProblem('GSTR-1', 'Oct', false, today)).toMatch(/^Choose a period/);
  });
  it('takes QRMP into account only for GSTR-1 and GSTR-3B', () => {
    expect(periodKindFor('GSTR-1', true)).toBe('quarter');
    expect(periodKindFor('GSTR-3B', false)).toBe('month');
    expect(periodKindFor('CMP-08', false)).toBe('quarter');
    expect(periodKindFor('GSTR-9', true)).toBe('year');
  });
});

describe('periodOptions', () => {
  it('lists ended months, latest first, with due dates', () => {
    expect(periodOptions('GSTR-1', false, '2026-11-05', 3)).toEqual([
      { value: '2026-10', label: 'Oct 2026', dueDate: '2026-11-11' },
      { value: '2026-09', label: 'Sep 2026', dueDate: '2026-10-11' },
      { value: '2026-08', label: 'Aug 2026', dueDate: '2026-09-11' },
    ]);
  });
  it('lists ended quarters across a financial year', () => {
    expect(periodOptions('GSTR-3B', true, '2026-07-01', 2).map((o) => o.value)).toEqual(['2026-27-Q1', '2025-26-Q4']);
    expect(periodOptions('CMP-08', false, '2026-06-30', 2).map((o) => o.value)).toEqual(['2025-26-Q4', '2025-26-Q3']);
  });
  it('lists ended financial years', () => {
    expect(periodOptions('GSTR-9', false, '2026-04-01', 2)).toEqual([
      { value: '2025-26', label: 'FY 2025-26', dueDate: '2026-12-31' },
      { value: '2024-25', label: 'FY 2024-25', dueDate: '2025-12-31' },
    ]);
  });
  it('stops at the start of GST', () => {
    expect(periodOptions('GSTR-1', false, '2017-09-15', 12).map((o) => o.value)).toEqual(['2017-08', '2017-07']);
  });
  it('every option passes periodProblem', () => {
    for (const [t, q] of [
      ['GSTR-1', false],
      ['GSTR-1', true],
      ['CMP-08', false],
      ['GSTR-4', false],
    ] as const) {
      for (const o of periodOptions(t, q, '2026-11-05', 8))
        expect(periodProblem(t, o.value, q, '2026-11-05')).toBeNull();
    }
  });
});
