import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { OptionalRemark, Remark } from '../../../contract/nsdl-pan';

type Props = {
  /** The button's text; also the form's accessible name unless formLabel is given. */
  label: string;
  formLabel?: string;
  /** An optional remark, or a required reason ('Required' when empty). */
  optional?: boolean;
  color: string;
  icon: ReactNode;
  hint?: string;
  description?: string;
  submitting: boolean;
  onSubmit: (remark: string | undefined) => void;
};

/** A back-office decision with a remark (optional) or a reason (required), checked like the server checks it. */
export function RemarkForm({ label, formLabel, optional = false, color, icon, hint, description, submitting, onSubmit }: Props) {
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = (optional ? OptionalRemark : Remark).safeParse({ remark });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    onSubmit(parsed.data.remark || undefined);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={formLabel ?? label}>
      <Stack gap="sm">
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        <Textarea
          label={optional ? 'Remark' : 'Reason'}
          name={optional ? 'remark' : 'reason'}
          withAsterisk={!optional}
          description={description ?? (optional ? 'Optional' : undefined)}
          autosize
          minRows={optional ? 2 : 3}
          maxRows={6}
          maxLength={500}
          value={remark}
          onChange={(e) => {
            setRemark(e.currentTarget.value);
            setError(undefined);
          }}
          error={error}
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
