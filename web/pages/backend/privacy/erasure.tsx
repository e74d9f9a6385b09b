import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  Modal,
  NativeSelect,
  Stack,
  SimpleGrid,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconLock, IconSearch, IconTrash } from '@tabler/icons-react';
import {
  ERASURE_KEEPS,
  PERSON_KINDS,
  PersonSearch,
  type ErasureAnswer,
  type PersonKind,
  type PersonRecord,
} from '../../../../contract/privacy/erasure';
import { useErasePerson, usePersonSearch } from '../../../api/privacy-erasure';
import { useAuth } from '../../../api/use-auth';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { showServerErrors, useContractForm } from '../../../components/forms/use-contract-form';
import { useFormat, useT } from '../../../i18n/office';
import { PageHeading } from '../../../components/PageHeading';

type Values = { kind: PersonKind; value: string; reason: string };
const keyOf = (r: { type: string; id: number }) => `${r.type}:${r.id}`;
const PLACEHOLDERS: Record<PersonKind, string> = {
  mobile: '98765 43210',
  pan: 'ABCPE1234F',
  aadhaar: '2345 6789 0123',
};

/** /backend/privacy/erasure (admin): a person's erasure request, from finding their records to erasing them. */
export default function ErasurePage() {
  const t = useT();
  const { user } = useAuth();
  const isAdmin = user?.role.toLowerCase() === 'admin';
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeading title={t('office.erasure.title')} description={t('office.erasure.intro')} />
      {isAdmin ? (
        <Erasure />
      ) : (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconLock size={18} />}
          title={t('office.siteConfig.adminOnlyTitle')}
        >
          {t('office.erasure.adminOnly')}
        </Alert>
      )}
    </Stack>
  );
}

function Erasure() {
  const t = useT();
  const form = useContractForm<Values>({
    schema: PersonSearch,
    initialValues: { kind: 'mobile', value: '', reason: '' },
  });
  const search = usePersonSearch();
  const erase = useErasePerson();
  /** The search the shown records answer, as sent: an erasure names the same person. */
  const [asked, setAsked] = useState<PersonSearch | null>(null);
  const [records, setRecords] = useState<PersonRecord[]>([]);
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<ErasureAnswer | null>(null);

  const onSubmit = form.onSubmit((values) => {
    const body = PersonSearch.parse(values);
    setDone(null);
    erase.reset();
    search.mutate(body, {
      onSuccess: (answer) => {
        setAsked(body);
        setRecords(answer.records);
        setTicked(new Set());
      },
      onError: (error) => showServerErrors(form, error),
    });
  });

  const toggle = (r: PersonRecord) =>
    setTicked((now) => {
      const next = new Set(now);
      if (next.has(keyOf(r))) next.delete(keyOf(r));
      else next.add(keyOf(r));
      return next;
    });

  const chosen = records.filter((r) => ticked.has(keyOf(r)));
  const confirm = () => {
    if (!asked) return;
    erase.mutate(
      { ...asked, records: chosen.map((r) => ({ type: r.type, id: r.id })) },
      {
        onSuccess: (answer) => {
          const after = new Map(answer.erased.map((r) => [keyOf(r), r]));
          setRecords((now) => now.map((r) => after.get(keyOf(r)) ?? r));
          setTicked(new Set());
          setDone(answer);
        },
        onSettled: () => setConfirming(false),
      },
    );
  };

  const kind = form.values.kind;
  return (
    <>
      <Card withBorder radius="md" padding="lg">
        <form onSubmit={onSubmit} noValidate aria-label={t('office.erasure.findPerson')}>
          <Stack gap="md">
            {search.error ? (
              <FormErrorAlert
                error={search.error}
                title={t('office.erasure.notSearched')}
                onClose={() => search.reset()}
              />
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                label={t('office.erasure.searchBy')}
                data={PERSON_KINDS.map((k) => ({ value: k.value, label: k.label }))}
                {...form.getInputProps('kind')}
              />
              <TextInput
                label={PERSON_KINDS.find((k) => k.value === kind)?.label ?? t('office.erasure.number')}
                placeholder={PLACEHOLDERS[kind]}
                withAsterisk
                autoComplete="off"
                {...form.getInputProps('value')}
              />
            </SimpleGrid>
            <Textarea
              label={t('office.erasure.reason')}
              description={t('office.erasure.reasonHint')}
              withAsterisk
              autosize
              minRows={2}
              {...form.getInputProps('reason')}
            />
            <Group>
              <Button type="submit" leftSection={<IconSearch size={16} />} loading={search.isPending}>
                {t('office.erasure.find')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>

      {done ? (
        <Alert color="green" variant="light" title={t('office.erasure.erased')} data-testid="erasure-done">
          <Text size="sm">
            {t('office.erasure.erasedMessage', { records: done.erased.length, files: done.filesDeleted })}
          </Text>
          <List size="sm">
            {done.erased.map((r) => (
              <List.Item key={keyOf(r)}>
                {r.what} {r.reference}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {erase.error ? (
        <FormErrorAlert error={erase.error} title={t('office.erasure.nothingErased')} onClose={() => erase.reset()} />
      ) : null}

      {asked ? (
        <Records
          records={records}
          ticked={ticked}
          onToggle={toggle}
          onErase={() => setConfirming(true)}
          erasing={erase.isPending}
        />
      ) : null}

      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('office.erasure.confirmTitle')} centered>
        <Stack gap="sm">
          <Text size="sm" c="red" fw={600}>
            {t('office.erasure.cannotUndo')}
          </Text>
          <Text size="sm">{t('office.erasure.confirmText', { count: chosen.length })}</Text>
          <Text size="sm">{ERASURE_KEEPS}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('office.common.cancel')}
            </Button>
            <Button color="red" leftSection={<IconTrash size={16} />} onClick={confirm} loading={erase.isPending}>
              {t('office.erasure.eraseForGood')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function Records(props: {
  records: PersonRecord[];
  ticked: Set<string>;
  onToggle(r: PersonRecord): void;
  onErase(): void;
  erasing: boolean;
}) {
  const t = useT();
  const { formatDate } = useFormat();
  const { records, ticked } = props;
  if (!records.length)
    return (
      <Alert color="blue" variant="light" title={t('office.erasure.noRecords')}>
        {t('office.erasure.noRecordsText')}
      </Alert>
    );
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={600}>{t('office.erasure.found', { count: records.length })}</Text>
          <Button color="red" leftSection={<IconTrash size={16} />} disabled={!ticked.size} onClick={props.onErase}>
            {t('office.erasure.eraseTicked', { count: ticked.size })}
          </Button>
        </Group>
        {/* A card a record: one column on a phone, two on a desktop; nothing needs a sideways scroll. */}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" role="list" aria-label={t('office.erasure.recordsFound')}>
          {records.map((r) => (
            <Card key={keyOf(r)} withBorder padding="sm" role="listitem" data-testid={`record-${keyOf(r)}`}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Group align="flex-start" wrap="nowrap" gap="sm">
                  {r.erasable ? (
                    <Checkbox
                      mt={2}
                      aria-label={t('office.erasure.eraseOne', { what: r.what, reference: r.reference })}
                      checked={ticked.has(keyOf(r))}
                      onChange={() => props.onToggle(r)}
                      disabled={props.erasing}
                    />
                  ) : null}
                  <div>
                    <Text size="sm" fw={600}>
                      {r.what}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {r.reference}
                      {r.ackNo ? ` · ${r.ackNo}` : ''} · {r.shopCode} · {formatDate(r.date)}
                    </Text>
                  </div>
                </Group>
                <Badge color={r.finished ? 'gray' : 'yellow'} variant="light" style={{ flexShrink: 0 }}>
                  {r.state}
                </Badge>
              </Group>
              <Text size="sm" mt="xs">
                {r.held.fields.length
                  ? t('office.erasure.holds', { fields: r.held.fields.join(', ') })
                  : t('office.erasure.holdsNothing')}
              </Text>
              {r.held.documents.length ? (
                <Text size="xs" c="dimmed">
                  {t('office.erasure.documents', { documents: r.held.documents.join(', ') })}
                </Text>
              ) : null}
              <Text size="sm" mt={4} c={r.erasable ? 'green' : 'dimmed'}>
                {r.erasable ? t('office.erasure.canErase') : r.why}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
