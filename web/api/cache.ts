import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Puts the answer of a call that changed a record into the cache. A read of the same record that was
 * already on its way (a page opened just before an upload) is cancelled first: it was answered from the
 * database before the change, and landing after it would hide what the call just did (a file uploaded
 * and gone from its list until the next reload).
 */
export async function storeAnswer<T>(qc: QueryClient, key: QueryKey, data: T): Promise<void> {
  await qc.cancelQueries({ queryKey: key, exact: true });
  qc.setQueryData(key, data);
}
