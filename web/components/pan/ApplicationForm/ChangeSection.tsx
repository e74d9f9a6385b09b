import { ActionIcon, Button, Checkbox, Grid, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { CHANGE_FIELDS, PAN_PROOFS, type PanApplicationData } from '../../../../contract/nsdl-pan';
import { PAN_CATEGORIES } from '../../../../contract/pan';
import { useFieldError, useFormSelector, usePanForm } from './context';
import { COL, FieldRadios, FieldText, FormSection } from './fields';
import { only } from './form-state';

const MAX_OTHER_PANS = 5;

function ChangesTicked() {
  const { set } = usePanForm();
  const changes = useFormSelector((s) => s.data.changes);
  const error = useFieldError('changes');
  return (
    <Checkbox.Group
      label="Details to change"
      description="Tick each detail that changes; tick nothing for a reprint of the card with the same details."
      value={changes}
      onChange={(v) => set('changes', v as PanApplicationData['changes'], true)}
      error={error}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt={6} spacing="xs">
        {CHANGE_FIELDS.map((c) => (
          <Checkbox key={c.value} value={c.value} label={c.label} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

function OtherPans() {
  const { set } = usePanForm();
  const pans = useFormSelector((s) => s.data.otherPans);
  const setList = (list: string[]) => set('otherPans', list, true);
  return (
    <Stack gap="xs">
      <div>
        <Text fw={500} size="sm">
          Other PANs held
        </Text>
        <Text size="xs" c="dimmed">
          PANs allotted to the same applicant by mistake; they are cancelled.
        </Text>
      </div>
      {pans.map((_, i) => (
        <Group key={i} gap="xs" align="flex-start" wrap="nowrap" maw={360}>
          <FieldText
            style={{ flex: 1 }}
            label={`Other PAN ${i + 1}`}
            autoCapitalize="characters"
            ff="monospace"
            path={`otherPans.${i}`}
            maxLength={10}
            filter={only.pan}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            size="lg"
            aria-label={`Remove other PAN ${i + 1}`}
            onClick={() => setList(pans.filter((__, j) => j !== i))}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      {pans.length < MAX_OTHER_PANS && (
        <div>
          <Button
            variant="subtle"
            px={0}
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setList([...pans, ''])}
          >
            Add another PAN held
          </Button>
        </div>
      )}
    </Stack>
  );
}

/** CSF: the PAN to change, what changes, other PANs held (to cancel) and the proof of PAN attached. */
export function ChangeSection() {
  const { category } = usePanForm();
  const cat = PAN_CATEGORIES.find((c) => c.value === category);
  return (
    <FormSection section="change">
      <Grid.Col span={COL}>
        <FieldText
          label="Existing PAN (the PAN to change)"
          withAsterisk
          description={
            cat ? `10 characters; the 4th letter is ${cat.panLetter} for ${cat.label.toLowerCase()}` : '10 characters'
          }
          autoCapitalize="characters"
          ff="monospace"
          path="existingPan"
          maxLength={10}
          filter={only.pan}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <ChangesTicked />
      </Grid.Col>
      <Grid.Col span={12}>
        <OtherPans />
      </Grid.Col>
      <Grid.Col span={12}>
        <FieldRadios path="panProof" label="Proof of PAN" required options={PAN_PROOFS} />
      </Grid.Col>
    </FormSection>
  );
}
