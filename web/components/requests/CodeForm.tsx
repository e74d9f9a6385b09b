import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

type Props = {
  /** The form's accessible name ("Complete with ARN"). */
  formLabel: string;
  /** What the code is ("ARN", "PSA login id"). */
  label: string;
  name: string;
  placeholder: string;
  /** A line under the input; given the value as typed, it may count characters. */
  description?: ReactNode | ((value: string) => ReactNode);
  maxLength: number;
  initial?: string;
  /** What a key press may leave in the input (upper-case letters and digits…). */
  filter: (v: string) => string;
  /** What is wrong with the code, or null. */
  problem: (v: string) => string | null;
  /** A line above the input saying when the decision is made. */
  intro?: ReactNode;
  leftSection?: ReactNode;
  submitLabel: string;
  color?: string;
  submitting: boolean;
  /** Called with a code that passed its check; the form's other fields (`children`) are the caller's. */
  onSubmit: (code: string) => void;
  children?: ReactNode;
};

/**
 * A back-office decision that records a code from outside (an ARN, a GSTIN, a PSA login id): the code
 * checked as typed (once left or typed full), the screen's other fields, and the button that sends it.
 */
export function CodeForm({
  formLabel,
  label,
  name,
  placeholder,
  description,
  maxLength,
  initial = '',
  filter,
  problem,
  intro,
  leftSection,
  submitLabel,
  color,
  submitting,
  onSubmit,
  children,
}: Props) {
  const [code, setCode] = useState(initial);
  const [touched, setTouched] = useState(false);
  const shown = touched || code.length >= maxLength ? problem(code) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem(code)) return;
    onSubmit(code);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={formLabel}>
      <Stack gap="sm">
        {intro && (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        )}
        <TextInput
          label={label}
          name={name}
          withAsterisk
          autoComplete="off"
          placeholder={placeholder}
          description={typeof description === 'function' ? description(code) : description}
          maxLength={maxLength}
          value={code}
          onChange={(e) => setCode(filter(e.currentTarget.value))}
          onBlur={() => code && setTouched(true)}
          error={shown}
          leftSection={leftSection}
          styles={{ input: { letterSpacing: '0.05em', fontVariantNumeric: 'tabular-nums' } }}
        />
        {children}
        <Group justify="flex-end">
          <Button type="submit" color={color} leftSection={<IconCheck size={16} aria-hidden />} loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
