import { Grid } from '@mantine/core';
import { FieldText, FormSection } from './fields';
import { only } from './form-state';
import { useT } from '../../../i18n/pan';

/** Form 49A: the assessing officer's code, in four parts (new applications only). */
export function AoSection() {
  // One column on a phone, as every form there; four across from a tablet up.
  const span = { base: 12, sm: 3 } as const;
  const t = useT();
  return (
    <FormSection section="ao" description={t('pan.ao.description')}>
      <Grid.Col span={span}>
        <FieldText
          label={t('pan.ao.areaCode')}
          withAsterisk
          description={t('pan.ao.areaCodeHint')}
          autoCapitalize="characters"
          path="aoCode.areaCode"
          maxLength={3}
          filter={only.letters}
        />
      </Grid.Col>
      <Grid.Col span={span}>
        <FieldText
          label={t('pan.ao.aoType')}
          withAsterisk
          description={t('pan.ao.aoTypeHint')}
          autoCapitalize="characters"
          path="aoCode.aoType"
          maxLength={2}
          filter={only.letters}
        />
      </Grid.Col>
      <Grid.Col span={span}>
        <FieldText
          label={t('pan.ao.rangeCode')}
          withAsterisk
          description={t('pan.ao.upTo3Digits')}
          path="aoCode.rangeCode"
          maxLength={3}
          filter={only.digits}
          numeric
        />
      </Grid.Col>
      <Grid.Col span={span}>
        <FieldText
          label={t('pan.ao.aoNo')}
          withAsterisk
          description={t('pan.ao.upTo3Digits')}
          path="aoCode.aoNo"
          maxLength={3}
          filter={only.digits}
          numeric
        />
      </Grid.Col>
    </FormSection>
  );
}
