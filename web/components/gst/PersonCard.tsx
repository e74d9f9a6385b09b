import { Button, Card, Grid, Group, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { GST_PERSON_ROLES } from '../../../contract/gst';
import { only } from '../pan/ApplicationForm/form-state';
import { COL, GstSelect, GstText } from './fields';
import { useT, type Translate } from '../../i18n/gst';
import { useLabel } from '../../i18n/labels';

const ROLES = GST_PERSON_ROLES.map((r) => ({ value: r.value, label: r.label }));

/** A person's role as the contract names it; "Person" before one is chosen. */
export const roleLabel = (t: Translate, v: string) =>
  GST_PERSON_ROLES.find((r) => r.value === v)?.label ?? t('gst.summary.person');

/** One person of a GST registration: role, name, PAN, Aadhaar, mobile and email. */
export function PersonCard({ index, role, onRemove }: { index: number; role: string; onRemove?: () => void }) {
  const t = useT();
  const label = useLabel();
  const at = (k: string) => `persons.${index}.${k}`;
  const heading = t('gst.summary.personHeading', {
    role: role ? label(roleLabel(t, role)) : t('gst.summary.person'),
    number: index + 1,
  });
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="fieldset"
      aria-label={heading}
      data-testid={`person-${index}`}
      style={{ margin: 0 }}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={3} size="h5">
          {heading}
        </Title>
        {onRemove && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onRemove}
            aria-label={t('gst.registration.removeLabel', { heading })}
          >
            {t('gst.registration.remove')}
          </Button>
        )}
      </Group>
      <Grid gutter="md">
        <Grid.Col span={COL}>
          <GstSelect
            label={t('gst.registration.role')}
            aria-label={t('gst.registration.personRole', { heading })}
            withAsterisk
            data={ROLES}
            path={at('role')}
            searchable={false}
          />
        </Grid.Col>
        <Grid.Col span={COL}>
          <GstText
            label={t('gst.registration.fullName')}
            aria-label={t('gst.registration.personName', { heading })}
            withAsterisk
            path={at('name')}
            maxLength={100}
          />
        </Grid.Col>
        <Grid.Col span={COL}>
          <GstText
            label={t('gst.summary.pan')}
            aria-label={t('gst.registration.personPan', { heading })}
            withAsterisk
            path={at('pan')}
            maxLength={10}
            filter={only.pan}
          />
        </Grid.Col>
        <Grid.Col span={COL}>
          <GstText
            label={t('gst.registration.aadhaar')}
            aria-label={t('gst.registration.personAadhaar', { heading })}
            withAsterisk
            path={at('aadhaar')}
            maxLength={12}
            filter={only.digits}
            numeric
          />
        </Grid.Col>
        <Grid.Col span={COL}>
          <GstText
            label={t('gst.registration.mobile')}
            aria-label={t('gst.registration.personMobile', { heading })}
            withAsterisk
            path={at('mobile')}
            maxLength={10}
            filter={only.digits}
            numeric
            type="tel"
          />
        </Grid.Col>
        <Grid.Col span={COL}>
          <GstText
            label={t('gst.registration.email')}
            aria-label={t('gst.registration.personEmail', { heading })}
            withAsterisk
            path={at('email')}
            maxLength={100}
            type="email"
            inputMode="email"
          />
        </Grid.Col>
      </Grid>
    </Card>
  );
}
