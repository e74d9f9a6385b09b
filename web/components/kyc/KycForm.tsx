import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Card, FileInput, Grid, Group, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconFileText, IconPhoto, IconBuildingStore, IconUpload } from '@tabler/icons-react';
import { isValidAadhaar } from '../../../contract/india';
import { KYC_FILE_MAX_BYTES, KycForm as KycFormSchema, type KycView } from '../../../contract/kyc';
import { fieldErrorsOf } from '../../api/error-text';
import { useSubmitKyc } from '../../api/kyc';
import { FormErrorAlert } from '../FormErrorAlert';

const TEXT_FIELDS = ['aadhaarNo', 'panNo', 'bankName', 'accountHolder', 'accountNo', 'ifsc'] as const;
const FILE_FIELDS = ['addressProof', 'photo', 'shopPhoto'] as const;
type TextField = (typeof TEXT_FIELDS)[number] | 'confirmAccountNo';
type FileField = (typeof FILE_FIELDS)[number];
type Field = TextField | FileField;
type Errors = Partial<Record<Field, string>>;

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

/** The contract's message for a text field (the same rules the server applies). */
function checkText(field: TextField, values: Record<TextField, string>): string | undefined {
  if (field === 'confirmAccountNo') {
    if (!values.confirmAccountNo) return 'Required';
    return values.confirmAccountNo === values.accountNo ? undefined : 'The two account numbers do not match';
  }
  if (!values[field].trim()) return 'Required';
  const parsed = KycFormSchema.shape[field].safeParse(values[field]);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

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
  const [values, setValues] = useState<Record<TextField, string>>({
    aadhaarNo: '',
    panNo: previous?.panNo ?? '',
    bankName: previous?.bankName ?? '',
    accountHolder: previous?.accountHolder ?? '',
    accountNo: '',
    confirmAccountNo: '',
    ifsc: previous?.ifsc ?? '',
  });
  const [files, setFiles] = useState<Record<FileField, File | null>>({
    addressProof: null,
    photo: null,
    shopPhoto: null,
  });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [progress, setProgress] = useState(0);
  const submit = useSubmitKyc(setProgress);

  const clientErrors: Errors = {};
  for (const f of [...TEXT_FIELDS, 'confirmAccountNo'] as TextField[]) {
    const m = checkText(f, values);
    if (m) clientErrors[f] = m;
  }
  for (const f of FILE_FIELDS) {
    const m = checkFile(f, files[f]);
    if (m) clientErrors[f] = m;
  }
  const errorOf = (f: Field) => serverErrors[f] ?? (touched[f] || submitted ? clientErrors[f] : undefined);
  const touch = (f: Field) => setTouched((t) => ({ ...t, [f]: true }));
  const setText = (f: TextField, v: string) => {
    setValues((x) => ({ ...x, [f]: v }));
    setServerErrors((e) => ({ ...e, [f]: undefined }));
  };
  const text = (f: TextField, transform: (v: string) => string = (v) => v) => ({
    // Hints under the inputs, so inputs side by side line up whether or not they have one.
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
    name: f,
    value: values[f],
    onChange: (e: { currentTarget: { value: string } }) => setText(f, transform(e.currentTarget.value)),
    onBlur: () => touch(f),
    error: errorOf(f),
    required: true,
  });

  const aadhaarDigits = values.aadhaarNo.replace(/\s+/g, '');
  const aadhaarOk = aadhaarDigits.length === 12 && isValidAadhaar(aadhaarDigits);

  const formRef = useRef<HTMLFormElement>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const first = ([...TEXT_FIELDS.slice(0, 5), 'confirmAccountNo', 'ifsc', ...FILE_FIELDS] as Field[]).find(
      (f) => clientErrors[f],
    );
    if (first) {
      // Once the messages show, bring the first wrong field into view.
      setTimeout(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus(), 0);
      return;
    }
    const form = new FormData();
    const parsed = KycFormSchema.parse(values);
    for (const f of TEXT_FIELDS) form.append(f, parsed[f]);
    for (const f of FILE_FIELDS) form.append(f, files[f]!);
    setProgress(0);
    submit.mutate(form, {
      onError: (error) => {
        const fields = fieldErrorsOf(error) ?? {};
        setServerErrors(Object.fromEntries(Object.entries(fields).map(([f, m]) => [f, m[0]])) as Errors);
      },
    });
  };

  const serverFieldCount = Object.values(serverErrors).filter(Boolean).length;
  const invalidCount = Object.keys(clientErrors).length;

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
                  value={files[f]}
                  onChange={(file) => {
                    setFiles((x) => ({ ...x, [f]: file }));
                    setServerErrors((x) => ({ ...x, [f]: undefined }));
                    touch(f);
                  }}
                  error={errorOf(f)}
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
        {submitted && invalidCount > 0 && (
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
