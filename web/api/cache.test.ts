import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { storeAnswer } from './cache';

/** A read whose answer (taken before the change) arrives when the test says. */
function slowRead(qc: QueryClient, key: readonly unknown[], before: string) {
  let answer!: () => void;
  const arrived = new Promise<void>((r) => (answer = r));
  const read = qc.fetchQuery({ queryKey: key, queryFn: async () => (await arrived, before) }).catch(() => undefined);
  return { answer, read };
}

describe('storeAnswer', () => {
  test('a read that was on its way when the change was answered does not land on top of it', async () => {
    const qc = new QueryClient();
    const key = ['request', 'gst', 7];
    const { answer, read } = slowRead(qc, key, 'before the upload');
    await storeAnswer(qc, key, 'with the uploaded file');
    answer();
    await read;
    expect(qc.getQueryData(key)).toBe('with the uploaded file');
  });

  test('setting the data alone would be overwritten by that read (what storeAnswer prevents)', async () => {
    const qc = new QueryClient();
    const key = ['request', 'gst', 8];
    const { answer, read } = slowRead(qc, key, 'before the upload');
    qc.setQueryData(key, 'with the uploaded file');
    answer();
    await read;
    expect(qc.getQueryData(key)).toBe('before the upload');
  });
});
