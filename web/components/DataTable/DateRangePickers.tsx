import { DatePickerInput } from '@mantine/dates';
import { useT } from '../../i18n/common';
import { DATE_PICKER_PROPS } from './format';

/**
 * A list toolbar's From and To days (YYYY-MM-DD, either open), each bounded by the other; `onChange` gets
 * the key (`dt1`, `dt2`) and the day or null, so a page keeps them in its URL.
 */
export function DateRangePickers({
  dt1,
  dt2,
  onChange,
}: {
  dt1: string | null;
  dt2: string | null;
  onChange(key: 'dt1' | 'dt2', value: string | null): void;
}) {
  const t = useT();
  return (
    <>
      <DatePickerInput
        {...DATE_PICKER_PROPS}
        aria-label={t('common.table.fromDate')}
        placeholder={t('common.table.fromDatePlaceholder')}
        size="sm"
        clearable
        value={dt1}
        maxDate={dt2 ?? undefined}
        onChange={(v) => onChange('dt1', v ? String(v) : null)}
        w={170}
      />
      <DatePickerInput
        {...DATE_PICKER_PROPS}
        aria-label={t('common.table.toDate')}
        placeholder={t('common.table.toDatePlaceholder')}
        size="sm"
        clearable
        value={dt2}
        minDate={dt1 ?? undefined}
        onChange={(v) => onChange('dt2', v ? String(v) : null)}
        w={170}
      />
    </>
  );
}
