import { OP_LABELS, type FilterOp, type ParsedTableRequest, type TableFilter } from '../../../contract/table';
import { formatDate } from '../../../contract/format';
import { isRealDate } from './checks';
import type { ListColumn, ListDefinition } from './definitions';

/** The filters of a plan's request in words, for the "filters applied" line of a PDF. */
export function describeFilters(
  def: ListDefinition,
  req: Pick<ParsedTableRequest, 'filters' | 'search'>,
  extra: readonly TableFilter[] = [],
): string[] {
  const fmt = (col: ListColumn | undefined, v: unknown): string => {
    if (v === null || v === undefined) return '';
    if (col?.type === 'enum') return col.options?.find((o) => o.value === String(v))?.label ?? String(v);
    if (col?.type === 'date' && typeof v === 'string' && isRealDate(v)) return formatDate(v);
    return String(v);
  };
  const lines = [...extra, ...req.filters].map((f) => {
    const col = def.columns.find((c) => c.field === f.field);
    const label = col?.label ?? f.field;
    const op = f.opt as FilterOp;
    if (op === 'empty' || op === 'notEmpty') return `${label} ${OP_LABELS[op]}`;
    if (op === 'between') {
      const a = fmt(col, f.value1);
      const b = fmt(col, f.value2);
      if (a && b) return `${label} from ${a} to ${b}`;
      return a ? `${label} from ${a}` : `${label} up to ${b}`;
    }
    const v = Array.isArray(f.value1) ? f.value1.map((x) => fmt(col, x)).join(', ') : fmt(col, f.value1);
    return `${label} ${OP_LABELS[op] ?? op} ${v}`;
  });
  if (req.search.trim()) lines.push(`Search "${req.search.trim()}"`);
  return lines;
}
