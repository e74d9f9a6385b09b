import { Button, Checkbox, Grid } from '@mantine/core';
import { categoryNoun } from '../../../../contract/nsdl-pan';
import { useFormSelector, usePanForm } from './context';
import { COL, FieldText, FormSection, PersonNameFields, TitleChoice } from './fields';

/** Fills the card name from the name typed above (first middle last for a person, the entity's name otherwise). */
function CopyNameButton() {
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
      Use the name above
    </Button>
  );
}

/** The applicant's name, the name printed on the card, and (individuals) any other name used. */
export function NameSection() {
  const { person, category, set } = usePanForm();
  const otherUsed = useFormSelector((s) => s.data.otherName.used);
  return (
    <FormSection
      section="name"
      description={
        person
          ? 'Write names without titles (Shri, Smt, Dr., Late…): the title is chosen separately. At most one initial in the middle name.'
          : 'The full name as registered, without M/s (the form prints it).'
      }
    >
      {person ? (
        <>
          <Grid.Col span={12}>
            <TitleChoice path="title" label="Title" required />
          </Grid.Col>
          <PersonNameFields prefix="" lastRequired />
        </>
      ) : (
        <Grid.Col span={12}>
          <FieldText label={`Name of the ${categoryNoun(category)}`} withAsterisk path="lastName" maxLength={75} />
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, md: 8 }}>
        <FieldText
          label="Name to print on the PAN card"
          withAsterisk
          description="As it should appear on the card, up to 85 letters"
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
              label="The applicant has also been known by another name"
              checked={otherUsed}
              onChange={(e) => set('otherName.used', e.currentTarget.checked, true)}
            />
          </Grid.Col>
          {otherUsed && (
            <>
              <Grid.Col span={COL}>
                <TitleChoice path="otherName.title" label="Title of the other name" />
              </Grid.Col>
              <PersonNameFields prefix="otherName" who="Other name:" lastRequired />
            </>
          )}
        </>
      )}
    </FormSection>
  );
}
