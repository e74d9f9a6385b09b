import { Checkbox, Grid, Text } from '@mantine/core';
import { useFieldError, useFormSelector, usePanForm } from './context';
import { AddressFields, FormSection, PersonNameFields, TitleChoice } from './fields';
import { useT } from '../../../i18n/pan';

/** Form 49A item 14: who applies on behalf of a minor or a person who cannot apply. */
export function RepresentativeSection() {
  const t = useT();
  const { set } = usePanForm();
  const used = useFormSelector((s) => s.data.representative.used);
  const error = useFieldError('representative.used');
  return (
    <FormSection section="representative">
      <Grid.Col span={12}>
        <Checkbox
          label={t('pan.representative.used')}
          description={t('pan.representative.usedHint')}
          name="representative.used"
          checked={used}
          onChange={(e) => set('representative.used', e.currentTarget.checked, true)}
          error={error}
        />
      </Grid.Col>
      {used && (
        <>
          <Grid.Col span={12}>
            <TitleChoice path="representative.title" label={t('pan.representative.title')} />
          </Grid.Col>
          <PersonNameFields prefix="representative" who="representative" lastRequired />
          <Grid.Col span={12}>
            <Text fw={600}>{t('pan.representative.address')}</Text>
          </Grid.Col>
          <AddressFields prefix="representative.address" label={t('pan.representative.address')} />
        </>
      )}
    </FormSection>
  );
}
