import { ActionIcon, Button, Checkbox, Grid, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { CHANGE_FIELDS, PAN_PROOFS, type PanApplicationData } from '../../../../contract/nsdl-pan';
import { PAN_CATEGORIES } from '../../../../contract/pan';
import { useFieldError, useFormSelector, usePanForm } from './context';
import { COL, FieldRadios, FieldText, FormSection } from './fields';
import { only } from './form-state';
import { useT } from '../../../i18n/pan';
import { useLabel } from '../../../i18n/labels';

const MAX_OTHER_PANS = 5;

function ChangesTicked() {
  const t = useT();
  const label = useLabel();
  const { set } = usePanForm();
  const changes = useFormSelector((s) => s.data.changes);
  const error = useFieldError('changes');
  return (
    <Checkbox.Group
      label={t('pan.change.details')}
      description={t('pan.change.detailsHint')}
      value={changes}
      onChange={(v) => set('changes', v as PanApplicationData['changes'], true)}
      error={error}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt={6} spacing="xs">
        {CHANGE_FIELDS.map((c) => (
          <Checkbox key={c.value} value={c.value} label={label(c.label)} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

function OtherPans() {
  const t = useT();
  const { set } = usePanForm();
  const pans = useFormSelector((s) => s.data.otherPans);
  const setList = (list: string[]) => set('otherPans', list, true);
  return (
    <Stack gap="xs">
      <div>
        <Text fw={500} size="sm">
          {t('pan.change.otherPans')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('pan.change.otherPansHint')}
        </Text>
      </div>
      {pans.map((_, i) => (
        <Group key={i} gap="xs" align="flex-start" wrap="nowrap" maw={360}>
          <FieldText
            style={{ flex: 1 }}
            label={t('pan.change.otherPan', { n: i + 1 })}
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
            aria-label={t('pan.change.removeOtherPan', { n: i + 1 })}
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
            {t('pan.change.addOtherPan')}
          </Button>
        </div>
      )}
    </Stack>
  );
}

/** CSF: the PAN to change, what changes, other PANs held (to cancel) and the proof of PAN attached. */
export function ChangeSection() {
  const t = useT();
  const label = useLabel();
  const { category } = usePanForm();
  const cat = PAN_CATEGORIES.find((c) => c.value === category);
  return (
    <FormSection section="change">
      <Grid.Col span={COL}>
        <FieldText
          label={t('pan.change.existingPan')}
          withAsterisk
          description={
            cat
              ? t('pan.change.existingPanHint', { letter: cat.panLetter, category: label(cat.label).toLowerCase() })
              : t('pan.change.existingPanHintPlain')
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
        <FieldRadios path="panProof" label={t('pan.change.panProof')} required options={PAN_PROOFS} />
      </Grid.Col>
    </FormSection>
  );
}
