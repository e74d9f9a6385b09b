import { Checkbox, Grid, Text } from '@mantine/core';
import { useFieldError, useFormSelector, usePanForm } from './context';
import { AddressFields, FormSection, PersonNameFields, TitleChoice } from './fields';

/** Form 49A item 14: who applies on behalf of a minor or a person who cannot apply. */
export function RepresentativeSection() {
  const { set } = usePanForm();
  const used = useFormSelector((s) => s.data.representative.used);
  const error = useFieldError('representative.used');
  return (
    <FormSection section="representative">
      <Grid.Col span={12}>
        <Checkbox
          label="Apply through a representative assessee"
          description="For a minor, or an applicant of unsound mind, deceased or otherwise unable to apply"
          name="representative.used"
          checked={used}
          onChange={(e) => set('representative.used', e.currentTarget.checked, true)}
          error={error}
        />
      </Grid.Col>
      {used && (
        <>
          <Grid.Col span={12}>
            <TitleChoice path="representative.title" label="Representative's title" />
          </Grid.Col>
          <PersonNameFields prefix="representative" who="Representative's" lastRequired />
          <Grid.Col span={12}>
            <Text fw={600}>Representative's address</Text>
          </Grid.Col>
          <AddressFields prefix="representative.address" label="Representative's address" />
        </>
      )}
    </FormSection>
  );
}
