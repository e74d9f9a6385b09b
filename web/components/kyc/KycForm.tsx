import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Card, FileInput, Grid, Group, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconFileText, IconPhoto, IconBuildingStore, IconUpload } from '@tabler/icons-react';
import { z } from 'zod';
import { isValidAadhaar } from '../../../contract/india';
import { KYC_FILE_MAX_BYTES, KycForm as KycFormSchema, type KycView } from '../../../contract/kyc';
import { fieldErrorsOf } from '../../api/error-text';
import { useSubmitKyc } from '../../api/kyc';
import { FormErrorAlert } from '../FormErrorAlert';
import { showServerErrors, useContractForm } from '../forms/use-contract-form';

const TEXT_FIELDS = ['aadhaarNo', 'panNo', 'bankName', 'accountHolder', 'accountNo', 'ifsc'] as const;
const FILE_FIELDS = ['addressProof', 'photo', 'shopPhoto'] as const;
type TextField = (typeof TEXT_FIELDS)[number] | 'confirmAccountNo';
type FileField = (typeof FILE_FIELDS)[number];
type Field = TextField | FileField;
type Errors = Partial<Record<Field, string>>;
type Values = Record<TextField, string> & Record<FileField, File | null>;
/** The fields top to bottom: the first wrong one gets the focus. */
const ORDER: Field[] = [...TEXT_FIELDS.slice(0, 5), 'confirmAccountNo', 'ifsc', ...FILE_FIELDS];

const MAX_MB = KYC_FILE_MAX_BYTES / 1024 / 1024;

export const FILE_RULES: Record<
  FileField,
  { label: string; description: string; accept: string[]; kinds: string; icon: ReactNode }
> = {
  addressProof: {
    label: 'Address proof',
    description: `Aadhaar, voter ID, electricity bill or bank passbook. PDF, JPEG or PNG, at most ${MAX_MB} MB.`,
    accept: ['application/pdf', 'image/jpeg', 'image/png'],
    kinds: 'a PDF, JPEG or PNG file',
    icon: <IconFileText size={16} />,
  },
  photo: {
    label: 'Your photo',
    description: `A recent passport-style photo of your face. JPEG or PNG, at most ${MAX_MB} MB.`,
    accept: ['image/jpeg', 'image/png'],
    kinds: 'a JPEG or PNG image',
    icon: <IconPhoto size={16} />,
  },
  shopPhoto: {
    label: 'Shop photo',
    description: `The front of your shop with its name board visible. JPEG or PNG, at most ${MAX_MB} MB.`,
    accept: ['image/jpeg', 'image/png'],
    kinds: 'a JPEG or PNG image',
    icon: <IconBuildingStore size={16} />,
  },
};

/** The contract's rules for the text fields, with "Required" for one left blank before the contract's own message. */
const TEXT_RULES = z.object(
  Object.fromEntries(TEXT_FIELDS.map((f) => [f, z.string().trim().min(1, 'Required').pipe(KycFormSchema.shape[f])])),
);

export function checkFile(field: FileField, file: File | null): string | undefined {
  if (!file) return 'Required';
  const rule = FILE_RULES[field];
  if (!rule.accept.includes(file.type)) return `Choose ${rule.kinds}.`;
  if (file.size > KYC_FILE_MAX_BYTES)
    return `This file is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is ${MAX_MB} MB.`;
  return undefined;
}

/** 1234 5678 9012: easier to compare with the card while typing. */
function groupAadhaar(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

type Props = {
  /** After a rejection, what was sent last time (the unmasked parts) to start from. */
  previous?: KycView | null;
};

/** KYC submission: identity, bank details and three documents, checked before upload. */
export function KycForm({ previous }: Props) {
  const form = useContractForm<Values>({
    schema: TEXT_RULES,
    initialValues: {
      aadhaarNo: '',
      panNo: previous?.panNo ?? '',
      bankName: previous?.bankName ?? '',
      accountHolder: previous?.accountHolder ?? '',
      accountNo: '',
      confirmAccountNo: '',
      ifsc: previous?.ifsc ?? '',
      addressProof: null,
      photo: null,
      shopPhoto: null,
    },
    // A text field is checked when left, a file as soon as it is chosen.
    validateInputOnBlur: true,
    validateInputOnChange: [...FILE_FIELDS],
    alsoCheck: (v) => {
      const errors: Errors = {};
      if (!v.confirmAccountNo) errors.confirmAccountNo = 'Required';
      else if (v.confirmAccountNo !== v.accountNo) errors.confirmAccountNo = 'The two account numbers do not match';
      for (const f of FILE_FIELDS) {
        const m = checkFile(f, v[f]);
        if (m) errors[f] = m;
      }
      return errors;
    },
  });
  // Set when a submit found mistakes here, cleared when one goes to the server.
  const [refused, setRefused] = useState(false);
  const [progress, setProgress] = useState(0);
  const submit = useSubmitKyc(setProgress);
  const values = form.getValues();

  const text = (f: TextField, transform: (v: string) => string = (v) => v) => ({
    ...form.getInputProps(f),
    // Hints under the inputs, so inputs side by side line up whether or not they have one.
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
    name: f,
    onChange: (e: { currentTarget: { value: string } }) => form.setFieldValue(f, transform(e.currentTarget.value)),
    required: true,
  });

  const aadhaarDigits = values.aadhaarNo.replace(/\s+/g, '');
  const aadhaarOk = aadhaarDigits.length === 12 && isValidAadhaar(aadhaarDigits);

  const formRef = useRef<HTMLFormElement>(null);
  const onSubmit = form.onSubmit(
    (v) => {
      setRefused(false);
      const body = new FormData();
      const parsed = KycFormSchema.parse(v);
      for (const f of TEXT_FIELDS) body.append(f, parsed[f]);
      for (const f of FILE_FIELDS) body.append(f, v[f]!);
      setProgress(0);
      submit.mutate(body, { onError: (error) => showServerErrors(form, error) });
    },
    (errors) => {
      setRefused(true);
      const first = ORDER.find((f) => errors[f]);
      // Once the messages show, bring the first wrong field into view.
      if (first) setTimeout(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus(), 0);
    },
  );

  const shown = Object.entries(form.errors).filter(([, m]) => Boolean(m));
  const serverFields = fieldErrorsOf(submit.error) ?? {};
  const serverFieldCount = shown.filter(([f]) => f in serverFields).length;
  const invalidCount = refused ? shown.length : 0;

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="KYC">
      <Stack gap="lg">
        {submit.error &&
          (serverFieldCount > 0 ? (
            <Alert color="red" variant="light" role="alert" title="KYC not submitted">
              Some details were not accepted. Correct the {serverFieldCount === 1 ? 'field' : 'fields'} marked in red
              and submit again.
            </Alert>
          ) : (
            <FormErrorAlert error={submit.error} title="KYC not submitted" />
          ))}
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="md">
            Identity
          </Title>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Aadhaar number"
                description="12 digits, as printed on your Aadhaar card"
                inputMode="numeric"
                autoComplete="off"
                maxLength={14}
                {...text('aadhaarNo', (v) => groupAadhaar(v.replace(/\D/g, '').slice(0, 12)))}
                rightSection={
                  aadhaarOk ? (
                    <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-label="Valid Aadhaar number" />
                  ) : null
                }
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="PAN"
                description="Your personal PAN, like ABCDE1234F"
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={10}
                {...text('panNo', (v) => v.toUpperCase().replace(/[^A-Z0-9]/g, ''))}
              />
            </Grid.Col>
          </Grid>
        </Card>

        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4">
            Bank account
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            The account your commissions and refunds are paid to. It should be in your name.
          </Text>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Bank name" {...text('bankName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Account holder name" description="As the bank has it" {...text('accountHolder')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Account number"
                inputMode="numeric"
                autoComplete="off"
                maxLength={18}
                {...text('accountNo', (v) => v.replace(/\D/g, ''))}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Confirm account number"
                inputMode="numeric"
                autoComplete="off"
                maxLength={18}
                {...text('confirmAccountNo', (v) => v.replace(/\D/g, ''))}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="IFSC"
                description="11 characters, on your cheque book or passbook"
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={11}
                {...text('ifsc', (v) => v.toUpperCase().replace(/[^A-Z0-9]/g, ''))}
              />
            </Grid.Col>
          </Grid>
        </Card>

        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4">
            Documents
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            Clear photos or scans; every corner visible and nothing cut off.
          </Text>
          <Grid>
            {FILE_FIELDS.map((f) => (
              <Grid.Col span={{ base: 12, md: 4 }} key={f}>
                <FileInput
                  label={FILE_RULES[f].label}
                  description={FILE_RULES[f].description}
                  placeholder="Choose file"
                  name={f}
                  accept={FILE_RULES[f].accept.join(',')}
                  leftSection={FILE_RULES[f].icon}
                  value={values[f]}
                  onChange={(file) => form.setFieldValue(f, file)}
                  error={form.errors[f]}
                  clearable
                  required
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                />
              </Grid.Col>
            ))}
          </Grid>
        </Card>

        {submit.isPending && (
          <Stack gap={4} role="status" aria-live="polite">
            <Text size="sm">{progress < 100 ? `Uploading… ${progress}%` : 'Checking your documents…'}</Text>
            <Progress value={progress} animated aria-label="Upload progress" />
          </Stack>
        )}
        {invalidCount > 0 && (
          <Alert color="red" variant="light" role="status">
            Please correct the {invalidCount === 1 ? 'field' : `${invalidCount} fields`} marked in red.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="md" leftSection={<IconUpload size={18} />} loading={submit.isPending}>
            Submit KYC
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
