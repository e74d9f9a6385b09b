/** What a Hindi reader's browser sends: the server answers in Hindi (decision 0075). */
export const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };

/**
 * The runs of 3+ Latin letters left in a Hindi text once its data (references, names, numbers as typed) is taken
 * out: what a test of a Hindi answer expects to be empty.
 */
export const latinLeft = (text: string, data: string[] = []): string[] =>
  data.reduce((s, d) => s.split(d).join(''), text).match(/[A-Za-z]{3,}/g) ?? [];
