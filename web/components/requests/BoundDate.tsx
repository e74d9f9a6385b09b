import '@mantine/dates/styles.css';
import type { ReactNode } from 'react';
import { DateInput } from '@mantine/dates';
import { DATE_PICKER_PROPS } from '../DataTable/format';
import { parseIndianDate } from '../../../contract/format';
import { useDraftForm, useDraftFormSelector, useFieldError } from './form-fields';
import { textAt } from './draft-form-store';
import { useT } from '../../i18n/requests';

/** A date bound to a path of a draft form (YYYY-MM-DD), typed as DD/MM/YYYY or picked; chosen is answered. */
export function BoundDate({
  path,
  label,
  description,
  withAsterisk,
  minDate = '1900-01-01',
  maxDate,
}: {
  path: string;
  label: string;
  description?: ReactNode;
  withAsterisk?: boolean;
  minDate?: string;
  maxDate?: string;
}) {
  const t = useT();
  const f = useDraftForm();
  const value = useDraftFormSelector((s) => textAt(s.data, path));
  const error = useFieldError(path);
  return (
    <DateInput
      {...DATE_PICKER_PROPS}
      label={label}
      description={description}
      withAsterisk={withAsterisk}
      name={path}
      placeholder={t('requests.form.datePlaceholder')}
      dateParser={parseIndianDate}
      value={value || null}
      onChange={(v) => f.set(path, v ? String(v).slice(0, 10) : '', true)}
      onBlur={() => f.touch(path)}
      maxDate={maxDate}
      minDate={minDate}
      clearable
      error={error}
      popoverProps={{ withinPortal: true }}
    />
  );
}
