import { Group, Select } from '@mantine/core';
import { useState } from 'react';
import { fyLabel, fyStartOf, quarterDays } from '../../../contract/tds';
import { indiaDate } from '../../../contract/invoices';
import { useT } from '../../i18n/tds';

const QUARTERS = ['tds.period.q1', 'tds.period.q2', 'tds.period.q3', 'tds.period.q4'] as const;

/** Today's financial year and quarter in India: where a TDS page opens. */
export function useQuarter() {
  const today = indiaDate(new Date());
  const fy = fyStartOf(today);
  const quarter = [1, 2, 3, 4].find((q) => today <= quarterDays(fy, q).to) ?? 4;
  const [value, setValue] = useState({ fy, quarter });
  return { ...value, current: fy, setQuarter: setValue };
}

type Props = { fy: number; quarter: number; current: number; onChange: (v: { fy: number; quarter: number }) => void };

/** A TDS period: a financial year (this and the five before) and one of its quarters (April–June is Q1). */
export function QuarterFields({ fy, quarter, current, onChange }: Props) {
  const t = useT();
  const years = Array.from({ length: 6 }, (_, i) => current - i);
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <Select
        label={t('tds.period.fy')}
        data={years.map((y) => ({ value: String(y), label: fyLabel(y) }))}
        value={String(fy)}
        allowDeselect={false}
        onChange={(v) => v && onChange({ fy: Number(v), quarter })}
        w={130}
      />
      <Select
        label={t('tds.period.quarter')}
        data={QUARTERS.map((id, i) => ({ value: String(i + 1), label: t(id) }))}
        value={String(quarter)}
        allowDeselect={false}
        onChange={(v) => v && onChange({ fy, quarter: Number(v) })}
        w={220}
      />
    </Group>
  );
}
