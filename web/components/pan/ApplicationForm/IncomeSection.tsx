import { Checkbox, Grid, SimpleGrid } from '@mantine/core';
import { INCOME_SOURCES, type PanApplicationData } from '../../../../contract/nsdl-pan';
import { useFieldError, useFormSelector, usePanForm } from './context';
import { COL, FieldText, FormSection } from './fields';
import { only } from './form-state';
import { useT } from '../../../i18n/pan';
import { useLabel } from '../../../i18n/labels';

/** Form 49A item 13: sources of income, and the business code when there is business income. */
export function IncomeSection() {
  const t = useT();
  const label = useLabel();
  const { set } = usePanForm();
  const sources = useFormSelector((s) => s.data.incomeSources);
  const error = useFieldError('incomeSources');
  return (
    <FormSection section="income">
      <Grid.Col span={12}>
        <Checkbox.Group
          label={t('pan.income.sources')}
          withAsterisk
          value={sources}
          onChange={(v) => set('incomeSources', v as PanApplicationData['incomeSources'], true)}
          error={error}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt={6} spacing="xs">
            {INCOME_SOURCES.map((s) => (
              <Checkbox key={s.value} value={s.value} label={label(s.label)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      </Grid.Col>
      {sources.includes('business') && (
        <Grid.Col span={COL}>
          <FieldText
            label={t('pan.income.businessCode')}
            withAsterisk
            description={t('pan.income.businessCodeHint')}
            path="businessCode"
            maxLength={2}
            filter={only.digits}
            numeric
          />
        </Grid.Col>
      )}
    </FormSection>
  );
}
