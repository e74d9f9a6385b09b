import { isDeepStrictEqual } from 'node:util';
import { runList, setJsonPageCheck, type JsonPageCheck } from '../lib/table-query';

/** Every JSON page is also read as rows, and the two must say exactly the same. */
const againstRows: JsonPageCheck = async (database, plan, json) => {
  const rows = await runList(database, plan);
  const sent: unknown = JSON.parse(json);
  if (!isDeepStrictEqual(sent, JSON.parse(JSON.stringify(rows)))) {
    throw new Error(`List ${plan.def.name}: the JSON page differs from its rows:\n${json}\n${JSON.stringify(rows)}`);
  }
};

/** Tests: turns the check of every JSON page against its rows on or off. */
export function checkJsonPagesAgainstRows(on: boolean): void {
  setJsonPageCheck(on ? againstRows : undefined);
}
