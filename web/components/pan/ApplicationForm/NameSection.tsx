import { Button, Checkbox, Grid } from '@mantine/core';
import { categoryNoun } from '../../../../contract/nsdl-pan';
import { useFormSelector, usePanForm } from './context';
import { COL, FieldText, FormSection, PersonNameFields, TitleChoice } from './fields';
import { useT } from '../../../i18n/pan';
import { useLabel } from '../../../i18n/labels';

/** Fills the card name from the name typed above (first middle last for a person, the entity's name otherwise). */
function CopyNameButton() {
  const t = useT();
  const { person, set } = usePanForm();
  const full = useFormSelector((s) =>
    person
      ? [s.data.firstName, s.data.middleName, s.data.lastName]
          .map((x) => x.trim())
          .filter(Boolean)
          .join(' ')
      : s.data.lastName.trim(),
  );
  const onCard = useFormSelector((s) => s.data.nameOnCard);
  return (
    <Button
      variant="light"
      fullWidth
      disabled={!full || full === onCard}
      onClick={() => set('nameOnCard', full.slice(0, 85), true)}
    >
      {t('pan.name.copy')}
    </Button>
  );
}

/** The applicant's name, the name printed on the card, and (individuals) any other name used. */
export function NameSection() {
  const t = useT();
  const label = useLabel();
  const { person, category, set } = usePanForm();
  const otherUsed = useFormSelector((s) => s.data.otherName.used);
  return (
    <FormSection section="name" description={t(person ? 'pan.name.personDescription' : 'pan.name.entityDescription')}>
      {person ? (
        <>
          <Grid.Col span={12}>
            <TitleChoice path="title" label={t('pan.name.title')} required />
          </Grid.Col>
          <PersonNameFields prefix="" lastRequired />
        </>
      ) : (
        <Grid.Col span={12}>
          <FieldText
            label={t('pan.name.entityName', { noun: label(categoryNoun(category)) })}
            withAsterisk
            path="lastName"
            maxLength={75}
          />
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, md: 8 }}>
        <FieldText
          label={t('pan.name.onCard')}
          withAsterisk
          description={t('pan.name.onCardHint')}
          path="nameOnCard"
          maxLength={85}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }} style={{ alignSelf: 'flex-end' }}>
        <CopyNameButton />
      </Grid.Col>
      {person && (
        <>
          <Grid.Col span={12}>
            <Checkbox
              label={t('pan.name.otherUsed')}
              checked={otherUsed}
              onChange={(e) => set('otherName.used', e.currentTarget.checked, true)}
            />
          </Grid.Col>
          {otherUsed && (
            <>
              <Grid.Col span={COL}>
                <TitleChoice path="otherName.title" label={t('pan.name.otherTitle')} />
              </Grid.Col>
              <PersonNameFields prefix="otherName" who="otherName" lastRequired />
            </>
          )}
        </>
      )}
    </FormSection>
  );
}
