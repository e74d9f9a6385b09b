import { describe, expect, it } from 'vitest';
import { parseCsv, parseDay, decodeText } from './import';

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, embedded separators and line breaks, CRLF, a BOM, and keeps file row numbers', () => {
    const text = '\uFEFFa,b,c\r\n1,"x, y","say ""hi"""\r\n\r\n2,"two\nlines",z\n';
    expect(parseCsv(text)).toEqual([
      { row: 1, cells: ['a', 'b', 'c'] },
      { row: 2, cells: ['1', 'x, y', 'say "hi"'] },
      { row: 4, cells: ['2', 'two\nlines', 'z'] },
    ]);
  });

  it('takes ; or tab as the separator when the header uses it', () => {
    expect(parseCsv('a;b\n1;2')[1].cells).toEqual(['1', '2']);
    expect(parseCsv('a\tb\n1\t2')[1].cells).toEqual(['1', '2']);
  });

  it('decodes Windows-1252 when the bytes are not UTF-8', () => {
    expect(decodeText(Buffer.from([0x4e, 0xe9, 0x65]))).toBe('Née');
  });
});

describe('parseDay', () => {
  it.each([
    ['2024-03-05', '2024-03-05'],
    ['05-03-2024', '2024-03-05'],
    ['5/3/2024', '2024-03-05'],
    ['05.03.2024', '2024-03-05'],
    ['05-Mar-2024', '2024-03-05'],
    ['5 March 2024', '2024-03-05'],
    ['2024-03-05 10:30:00', '2024-03-05'],
    [45356, '2024-03-05'],
    [new Date('2024-03-05T00:00:00Z'), '2024-03-05'],
    ['31-02-2024', null],
    ['2024-13-01', null],
    ['yesterday', null],
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(parseDay(input)).toBe(expected);
  });
});
