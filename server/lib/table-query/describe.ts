import { OP_LABELS, type FilterOp, type ParsedTableRequest, type TableFilter } from '../../../contract/table';
import { formatDate } from '../../../contract/format';
import type { Locale } from '../../../contract/i18n';
import { contractText, translate } from '../i18n';
import { isRealDate } from './checks';
import type { ListColumn, ListDefinition } from './definitions';

/** The filters of a plan's request in words, for the "filters applied" line of a PDF, in the reader's language. */
export function describeFilters(
  def: ListDefinition,
  req: Pick<ParsedTableRequest, 'filters' | 'search'>,
  extra: readonly TableFilter[] = [],
  locale: Locale = 'en',
): string[] {
  const fmt = (col: ListColumn | undefined, v: unknown): string => {
    if (v === null || v === undefined) return '';
    if (col?.type === 'enum') {
      const option = col.options?.find((o) => o.value === String(v));
      return option ? contractText(locale, option.label) : String(v);
    }
    if (col?.type === 'date' && typeof v === 'string' && isRealDate(v)) return formatDate(v, locale);
    return String(v);
  };
  const lines = [...extra, ...req.filters].map((f) => {
    const col = def.columns.find((c) => c.field === f.field);
    const label = col ? contractText(locale, col.label) : f.field;
    const op = f.opt as FilterOp;
    const opText = OP_LABELS[op] ? contractText(locale, OP_LABELS[op]) : op;
    if (op === 'empty' || op === 'notEmpty') return `${label} ${opText}`;
    if (op === 'between') {
      const from = fmt(col, f.value1);
      const to = fmt(col, f.value2);
      if (from && to) return translate(locale, 'printouts.filter.between', { label, from, to });
      return from
        ? translate(locale, 'printouts.filter.from', { label, from })
        : translate(locale, 'printouts.filter.upTo', { label, to });
    }
    const v = Array.isArray(f.value1) ? f.value1.map((x) => fmt(col, x)).join(', ') : fmt(col, f.value1);
    return `${label} ${opText} ${v}`;
  });
  if (req.search.trim()) lines.push(translate(locale, 'printouts.filter.search', { search: req.search.trim() }));
  return lines;
}
