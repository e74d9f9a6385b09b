import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatMonth, hasTimeOfDay, parseIndianDate } from './format';

describe('dates (docs/product.md#formats-and-constants: dd-Mon-yyyy, 24-hour times, India)', () => {
  it('writes a day as dd-Mon-yyyy, as written when it has no zone', () => {
    expect(formatDate('2026-11-24')).toBe('24-Nov-2026');
    expect(formatDate('2026-01-05')).toBe('05-Jan-2026');
    // A list's IST wall-clock value is not moved by the machine's zone.
    expect(formatDateTime('2026-11-24 07:45')).toBe('24-Nov-2026 07:45');
    expect(formatDateTime('2026-11-24T23:59:30')).toBe('24-Nov-2026 23:59');
  });

  it('reads an instant in India time, 24-hour, whatever zone the machine is in', () => {
    // 02:36 UTC is 08:06 in India: the history once said "24 Nov 2026, 8:06 am".
    expect(formatDateTime('2026-11-24T02:36:00.000Z')).toBe('24-Nov-2026 08:06');
    expect(formatDateTime(new Date('2026-11-24T14:15:00Z'))).toBe('24-Nov-2026 19:45');
    // Late evening UTC is already the next day in India.
    expect(formatDate('2026-11-24T20:00:00.000Z')).toBe('25-Nov-2026');
    expect(formatDateTime(Date.UTC(2026, 11, 31, 18, 30))).toBe('01-Jan-2027 00:00');
  });

  it('writes a month as Mon yyyy, from a period, a day or an instant in India', () => {
    expect(formatMonth('2026-10')).toBe('Oct 2026');
    expect(formatMonth('2026-01-31')).toBe('Jan 2026');
    // 31 Dec 19:00 UTC is already January in India.
    expect(formatMonth(new Date('2026-12-31T19:00:00Z'))).toBe('Jan 2027');
    // A financial year is not a month.
    expect(formatMonth('2025-26')).toBe('2025-26');
  });

  it('gives back what is not a date instead of "Invalid Date"', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDateTime('')).toBe('');
  });

  it('tells a timestamp with a time of day from a plain day', () => {
    expect(hasTimeOfDay('2026-11-24')).toBe(false);
    expect(hasTimeOfDay('2026-11-24 00:00')).toBe(false);
    expect(hasTimeOfDay('2026-11-24 07:45')).toBe(true);
    expect(hasTimeOfDay('2026-11-24T02:36:00.000Z')).toBe(true);
  });
});

describe('dates in Hindi (decision 0075)', () => {
  it('names the month in Hindi and keeps Latin digits and dd-Mon-yyyy', () => {
    expect(formatDate('2026-11-29', 'hi')).toBe('29-नव॰-2026');
    expect(formatDateTime('2026-11-24T02:36:00.000Z', 'hi')).toBe('24-नव॰-2026 08:06');
    expect(formatMonth('2026-03', 'hi')).toBe('मार्च 2026');
    expect(formatMonth('2026-10', 'en')).toBe('Oct 2026');
    expect(formatDate('not a date', 'hi')).toBe('not a date');
  });
});

describe('dates as typed (DD/MM/YYYY)', () => {
  it('reads day, month and year with /, - or . and refuses dates that do not exist', () => {
    expect(parseIndianDate('5/8/1990')).toBe('1990-08-05');
    expect(parseIndianDate('31-12-1999')).toBe('1999-12-31');
    expect(parseIndianDate(' 01.04.2024 ')).toBe('2024-04-01');
    expect(parseIndianDate('29/02/2024')).toBe('2024-02-29');
    expect(parseIndianDate('29/02/2025')).toBeNull();
    expect(parseIndianDate('30/02/2000')).toBeNull();
    expect(parseIndianDate('1990-08-05')).toBeNull();
    expect(parseIndianDate('5/8/90')).toBeNull();
  });
});

describe('the cost of loading the formats (issue 29: every first visit loads this module)', () => {
  it('makes no date formatter until a date needs one, and one for all of Hindi’s months', async () => {
    vi.resetModules();
    const Real = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = new Proxy(Real, {
      construct(target, args: ConstructorParameters<typeof Real>) {
        made += 1;
        return new target(...args);
      },
    });
    try {
      const fresh = await import('./format');
      expect(made).toBe(0);
      expect(fresh.formatDate('2026-11-24')).toBe('24-Nov-2026');
      expect(made).toBe(0);
      expect(fresh.formatDate('2026-11-29', 'hi')).toBe('29-नव॰-2026');
      expect(fresh.formatDate('2026-03-01', 'hi')).toBe('01-मार्च-2026');
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
});
