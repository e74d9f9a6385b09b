import { useMemo, type ReactNode } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { z } from 'zod';
import { MoveBody } from '../../../contract/requests';
import { useT } from '../../i18n/requests';
import { useContractForm } from '../forms/use-contract-form';

/** A reason the move cannot go without; the length is the server's (MoveBody). */
const requiredRemark = (required: string) => MoveBody.extend({ remark: z.string().trim().min(1, required).max(500) });

type Props = {
  /** The button's text; also the form's accessible name unless formLabel is given. */
  label: string;
  formLabel?: string;
  /** An optional remark, or a required reason ('Required' when empty). */
  optional?: boolean;
  /** The text box's label: "Remark" when optional, else "Reason", unless the move asks for something else (a query). */
  fieldLabel?: string;
  color?: string;
  icon?: ReactNode;
  hint?: string;
  description?: string;
  submitting: boolean;
  onSubmit: (remark: string | undefined) => void;
};

/** A move with a remark (optional) or a reason (required), checked the way the server checks it. */
export function RemarkForm({
  label,
  formLabel,
  optional = false,
  fieldLabel,
  color,
  icon,
  hint,
  description,
  submitting,
  onSubmit,
}: Props) {
  const t = useT();
  const required = t('requests.remark.required');
  const schema = useMemo(() => (optional ? MoveBody : requiredRemark(required)), [optional, required]);
  const form = useContractForm<{ remark: string }>({ schema, initialValues: { remark: '' } });
  const submit = form.onSubmit((values) => onSubmit(schema.parse(values).remark || undefined));
  return (
    <form onSubmit={submit} noValidate aria-label={formLabel ?? label}>
      <Stack gap="sm">
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        <Textarea
          label={fieldLabel ?? t(optional ? 'requests.remark.remark' : 'requests.remark.reason')}
          name={optional ? 'remark' : 'reason'}
          withAsterisk={!optional}
          description={description ?? (optional ? t('requests.remark.optional') : undefined)}
          autosize
          minRows={optional ? 2 : 3}
          maxRows={6}
          maxLength={500}
          {...form.getInputProps('remark')}
        />
        <Group justify="flex-end">
          <Button type="submit" color={color} leftSection={icon} loading={submitting}>
            {label}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
