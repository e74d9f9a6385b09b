// The app entry loads only the core styles; the pickers' calendar needs its own, in the lazy chunk
// of the lists that use it.
import '@mantine/dates/styles.css';
import { Group, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { ColumnDef, FilterOp, TableFilter } from '../../../contract/table';
import { useT } from '../../i18n/common';
import { DATE_PICKER_PROPS } from './format';
import { rangeFilter, rangeOf, singleOp } from './table-state';
import { useDraft } from './use-draft';

type Props = {
  def: ColumnDef;
  filter: TableFilter | undefined;
  onChange: (filter: TableFilter | null) => void;
};

/** The filter widget under one header, chosen by the column's type. */
export function HeaderFilter({ def, filter, onChange }: Props) {
  // A column whose own operator list suits none of these widgets gets no widget rather than a 400.
  const needs: Record<ColumnDef['type'], FilterOp[]> = {
    text: ['contains', 'startsWith', 'equals'],
    number: ['between', 'gte', 'lte'],
    amount: ['between', 'gte', 'lte'],
    date: ['between', 'gte', 'lte'],
    enum: ['equals', 'in'],
  };
  if (!singleOp(def, needs[def.type])) return null;
  switch (def.type) {
    case 'number':
    case 'amount':
      return <NumberRangeFilter def={def} filter={filter} onChange={onChange} />;
    case 'date':
      return <DateRangeFilter def={def} filter={filter} onChange={onChange} />;
    case 'enum':
      return <EnumFilter def={def} filter={filter} onChange={onChange} />;
    default:
      return <TextFilter def={def} filter={filter} onChange={onChange} />;
  }
}

function TextFilter({ def, filter, onChange }: Props) {
  const t = useT();
  const committed = typeof filter?.value1 === 'string' ? filter.value1 : '';
  const opt = singleOp(def, ['contains', 'startsWith', 'equals']);
  const { draft, change, flush } = useDraft(committed, (v: string) =>
    onChange(v.trim() && opt ? { field: def.field, opt, value1: v } : null),
  );
  return (
    <TextInput
      size="xs"
      aria-label={t('common.table.filterColumn', { column: def.label })}
      placeholder={t('common.table.filterPlaceholder')}
      value={draft}
      onChange={(e) => change(e.currentTarget.value)}
      onKeyDown={(e) => e.key === 'Enter' && flush()}
    />
  );
}

type Range = [string | number | null, string | number | null];
const sameRange = (a: Range, b: Range) => a[0] === b[0] && a[1] === b[1];

function NumberRangeFilter({ def, filter, onChange }: Props) {
  const t = useT();
  const { draft, change, flush } = useDraft<Range>(
    rangeOf(filter),
    ([from, to]) => onChange(rangeFilter(def, from, to)),
    sameRange,
  );
  const toNumber = (v: string | number) =>
    typeof v === 'number' ? v : v.trim() === '' || Number.isNaN(Number(v)) ? null : Number(v);
  return (
    <Group gap={4} wrap="nowrap">
      <NumberInput
        size="xs"
        aria-label={t('common.table.columnFrom', { column: def.label })}
        placeholder={t('common.table.min')}
        hideControls
        value={draft[0] ?? ''}
        onChange={(v) => change([toNumber(v), draft[1]])}
        onKeyDown={(e) => e.key === 'Enter' && flush()}
      />
      <NumberInput
        size="xs"
        aria-label={t('common.table.columnTo', { column: def.label })}
        placeholder={t('common.table.max')}
        hideControls
        value={draft[1] ?? ''}
        onChange={(v) => change([draft[0], toNumber(v)])}
        onKeyDown={(e) => e.key === 'Enter' && flush()}
      />
    </Group>
  );
}

/**
 * Two single pickers rather than one range picker: a range picker drops a half-picked range on close,
 * and "from this day on" or "up to this day" are common questions of a list.
 */
function DateRangeFilter({ def, filter, onChange }: Props) {
  const t = useT();
  const [from, to] = rangeOf(filter);
  const asDate = (v: string | number | null) => (typeof v === 'string' ? v : null);
  const set = (a: string | null, b: string | null) => onChange(rangeFilter(def, a, b));
  const common = { ...DATE_PICKER_PROPS, size: 'xs' as const, clearable: true, popoverProps: { withinPortal: true } };
  return (
    <Stack gap={4}>
      <DatePickerInput
        {...common}
        aria-label={t('common.table.columnFrom', { column: def.label })}
        placeholder={t('common.table.from')}
        value={asDate(from)}
        maxDate={asDate(to) ?? undefined}
        onChange={(v) => set(v ? String(v) : null, asDate(to))}
      />
      <DatePickerInput
        {...common}
        aria-label={t('common.table.columnTo', { column: def.label })}
        placeholder={t('common.table.to')}
        value={asDate(to)}
        minDate={asDate(from) ?? undefined}
        onChange={(v) => set(asDate(from), v ? String(v) : null)}
      />
    </Stack>
  );
}

function EnumFilter({ def, filter, onChange }: Props) {
  const t = useT();
  const v1 = Array.isArray(filter?.value1) ? filter.value1[0] : filter?.value1;
  const value = v1 != null ? String(v1) : '';
  return (
    <NativeSelect
      size="xs"
      aria-label={t('common.table.filterColumn', { column: def.label })}
      value={value}
      data={[{ value: '', label: t('common.table.all') }, ...(def.options ?? [])]}
      onChange={(e) => {
        const v = e.currentTarget.value;
        const opt = singleOp(def, ['equals', 'in']);
        if (!v || !opt) onChange(null);
        else onChange(opt === 'in' ? { field: def.field, opt, value1: [v] } : { field: def.field, opt, value1: v });
      }}
    />
  );
}
