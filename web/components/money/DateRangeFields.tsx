import { Group } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { DATE_PICKER_PROPS } from '../DataTable';
import { useT } from '../../i18n/common';

type Props = {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
};

/** A report's period: two DD/MM/YYYY pickers (weeks from Monday) sending YYYY-MM-DD (docs/product.md#input-rules). */
export function DateRangeFields({ from, to, onChange }: Props) {
  const t = useT();
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <DatePickerInput
        {...DATE_PICKER_PROPS}
        label={t('common.table.from')}
        aria-label={t('common.table.fromDate')}
        value={from}
        maxDate={to}
        onChange={(v) => v && onChange({ from: String(v), to })}
        w={160}
      />
      <DatePickerInput
        {...DATE_PICKER_PROPS}
        label={t('common.table.to')}
        aria-label={t('common.table.toDate')}
        value={to}
        minDate={from}
        onChange={(v) => v && onChange({ from, to: String(v) })}
        w={160}
      />
    </Group>
  );
}
