import type { AadhaarVault } from '../../lib/aadhaar-vault';
import type { SharedStore } from './store';

/*
 * A shared store whose rows carry their data as the rules read it and are written as the law asks
 * (docs/decisions/0067): every Aadhaar number in `data` is sealed on the way in, with the hashes it is
 * found by, and opened on the way out. The engine, the hooks and the service's own code see plain
 * numbers; the table never holds one. What leaves the server is masked by the detail answer.
 */
export function sealedStore(store: SharedStore, vault: AadhaarVault): SharedStore {
  const open = <R extends { data: unknown } | undefined>(row: R): R =>
    row && ({ ...row, data: vault.openData(row.data) } as R);
  const seal = <V extends { data?: unknown }>(values: V): V & { aadhaarHashes?: string[] } => {
    if (values.data === undefined) return values;
    const out = vault.sealData(values.data);
    return { ...values, data: out.data, aadhaarHashes: out.hashes };
  };
  return {
    ...store,
    get: async (db, id, merchantId) => open(await store.get(db, id, merchantId)),
    lock: async (tx, id) => open(await store.lock(tx, id)),
    update: async (tx, row, set) => open(await store.update(tx, row, seal(set))),
    create: async (tx, values) => open(await store.create(tx, seal(values))),
  };
}
