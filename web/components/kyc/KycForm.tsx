import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Card, FileInput, Grid, Group, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconFileText, IconPhoto, IconBuildingStore, IconUpload } from '@tabler/icons-react';
import { z } from 'zod';
import { isValidAadhaar } from '../../../contract/india';
import { KYC_FILE_MAX_BYTES, KycForm as KycFormSchema, type KycView } from '../../../contract/kyc';
import { fieldErrorsOf } from '../../api/error-text';
import { useSubmitKyc } from '../../api/kyc';
import { FormErrorAlert } from '../FormErrorAlert';
import { showServerErrors, useContractForm } from '../forms/use-contract-form';
import { useT, type Translate } from '../../i18n/auth';
import type { MessageId } from '../../../contract/i18n';

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
  { label: MessageId; description: MessageId; accept: string[]; kinds: MessageId; icon: ReactNode }
> = {
  addressProof: {
    label: 'auth.kycForm.addressProof',
    description: 'auth.kycForm.addressProofHint',
    accept: ['application/pdf', 'image/jpeg', 'image/png'],
    kinds: 'auth.kycForm.choosePdfOrImage',
    icon: <IconFileText size={16} />,
  },
  photo: {
    label: 'auth.kycForm.photo',
    description: 'auth.kycForm.photoHint',
    accept: ['image/jpeg', 'image/png'],
    kinds: 'auth.kycForm.chooseImage',
    icon: <IconPhoto size={16} />,
  },
  shopPhoto: {
    label: 'auth.kycForm.shopPhoto',
    description: 'auth.kycForm.shopPhotoHint',
    accept: ['image/jpeg', 'image/png'],
    kinds: 'auth.kycForm.chooseImage',
    icon: <IconBuildingStore size={16} />,
  },
};

/** The contract's rules for the text fields, with "Required" for one left blank before the contract's own message. */
const textRules = (required: string) =>
  z.object(
    Object.fromEntries(TEXT_FIELDS.map((f) => [f, z.string().trim().min(1, required).pipe(KycFormSchema.shape[f])])),
  );

export function checkFile(field: FileField, file: File | null, t: Translate): string | undefined {
  if (!file) return t('auth.form.required');
  const rule = FILE_RULES[field];
  if (!rule.accept.includes(file.type)) return t(rule.kinds);
  if (file.size > KYC_FILE_MAX_BYTES)
    return t('auth.kycForm.tooBig', { size: (file.size / 1024 / 1024).toFixed(1), max: MAX_MB });
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
  const t = useT();
  const schema = useMemo(() => textRules(t('auth.form.required')), [t]);
  const form = useContractForm<Values>({
    schema,
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
      if (!v.confirmAccountNo) errors.confirmAccountNo = t('auth.form.required');
      else if (v.confirmAccountNo !== v.accountNo) errors.confirmAccountNo = t('auth.kycForm.accountMismatch');
      for (const f of FILE_FIELDS) {
        const m = checkFile(f, v[f], t);
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
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('auth.kycForm.formLabel')}>
      <Stack gap="lg">
        {submit.error &&
          (serverFieldCount > 0 ? (
            <Alert color="red" variant="light" role="alert" title={t('auth.kycForm.failed')}>
              {t('auth.kycForm.notAccepted', { count: serverFieldCount })}
            </Alert>
          ) : (
            <FormErrorAlert error={submit.error} title={t('auth.kycForm.failed')} />
          ))}
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="md">
            {t('auth.kycForm.identity')}
          </Title>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('auth.kycForm.aadhaar')}
                description={t('auth.kycForm.aadhaarHint')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={14}
                {...text('aadhaarNo', (v) => groupAadhaar(v.replace(/\D/g, '').slice(0, 12)))}
                rightSection={
                  aadhaarOk ? (
                    <IconCircleCheck
                      size={18}
                      color="var(--mantine-color-green-7)"
                      aria-label={t('auth.kycForm.aadhaarValid')}
                    />
                  ) : null
                }
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('auth.kycForm.pan')}
                description={t('auth.kycForm.panHint', { example: 'ABCDE1234F' })}
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
            {t('auth.kycForm.bank')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('auth.kycForm.bankHint')}
          </Text>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('auth.kycForm.bankName')} {...text('bankName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('auth.kycForm.accountHolder')}
                description={t('auth.kycForm.accountHolderHint')}
                {...text('accountHolder')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('auth.kycForm.accountNumber')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={18}
                {...text('accountNo', (v) => v.replace(/\D/g, ''))}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('auth.kycForm.confirmAccountNumber')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={18}
                {...text('confirmAccountNo', (v) => v.replace(/\D/g, ''))}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('auth.kycForm.ifsc')}
                description={t('auth.kycForm.ifscHint')}
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
            {t('auth.kycForm.documents')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('auth.kycForm.documentsHint')}
          </Text>
          <Grid>
            {FILE_FIELDS.map((f) => (
              <Grid.Col span={{ base: 12, md: 4 }} key={f}>
                <FileInput
                  label={t(FILE_RULES[f].label)}
                  description={t(FILE_RULES[f].description, { max: MAX_MB })}
                  placeholder={t('auth.kycForm.chooseFile')}
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
            <Text size="sm">
              {progress < 100 ? t('auth.kycForm.uploading', { progress }) : t('auth.kycForm.checking')}
            </Text>
            <Progress value={progress} animated aria-label={t('auth.kycForm.progress')} />
          </Stack>
        )}
        {invalidCount > 0 && (
          <Alert color="red" variant="light" role="status">
            {t('auth.kycForm.correctFields', { count: invalidCount })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="md" leftSection={<IconUpload size={18} />} loading={submit.isPending}>
            {t('auth.kycForm.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
