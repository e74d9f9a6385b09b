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
  Title,
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
import { formatDate } from '../../../../contract/format';
import { useErasePerson, usePersonSearch } from '../../../api/privacy-erasure';
import { useAuth } from '../../../api/use-auth';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { showServerErrors, useContractForm } from '../../../components/forms/use-contract-form';

type Values = { kind: PersonKind; value: string; reason: string };
const keyOf = (r: { type: string; id: number }) => `${r.type}:${r.id}`;
const PLACEHOLDERS: Record<PersonKind, string> = {
  mobile: '98765 43210',
  pan: 'ABCPE1234F',
  aadhaar: '2345 6789 0123',
};

/** /backend/privacy/erasure (admin): a person's erasure request, from finding their records to erasing them. */
export default function ErasurePage() {
  const { user } = useAuth();
  const isAdmin = user?.role.toLowerCase() === 'admin';
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1} size="h2">
          Erasure requests
        </Title>
        <Text c="dimmed">
          Find every record of a person by their mobile number, PAN or Aadhaar number, see what is held, and erase the
          personal parts of the finished ones. Every search and erasure is written to the access log.
        </Text>
      </div>
      {isAdmin ? (
        <Erasure />
      ) : (
        <Alert color="yellow" variant="light" icon={<IconLock size={18} />} title="Administrator only">
          Only an administrator can search for a person and erase their records.
        </Alert>
      )}
    </Stack>
  );
}

function Erasure() {
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
        <form onSubmit={onSubmit} noValidate aria-label="Find a person">
          <Stack gap="md">
            {search.error ? (
              <FormErrorAlert error={search.error} title="Not searched" onClose={() => search.reset()} />
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                label="Search by"
                data={PERSON_KINDS.map((k) => ({ value: k.value, label: k.label }))}
                {...form.getInputProps('kind')}
              />
              <TextInput
                label={PERSON_KINDS.find((k) => k.value === kind)?.label ?? 'Number'}
                placeholder={PLACEHOLDERS[kind]}
                withAsterisk
                autoComplete="off"
                {...form.getInputProps('value')}
              />
            </SimpleGrid>
            <Textarea
              label="Reason"
              description="The person's request: how it came and when. It is kept in the access log."
              withAsterisk
              autosize
              minRows={2}
              {...form.getInputProps('reason')}
            />
            <Group>
              <Button type="submit" leftSection={<IconSearch size={16} />} loading={search.isPending}>
                Find records
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>

      {done ? (
        <Alert color="green" variant="light" title="Erased" data-testid="erasure-done">
          <Text size="sm">
            Erased the personal parts of {done.erased.length} record{done.erased.length === 1 ? '' : 's'} and deleted{' '}
            {done.filesDeleted} file{done.filesDeleted === 1 ? '' : 's'}.
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
        <FormErrorAlert error={erase.error} title="Nothing was erased" onClose={() => erase.reset()} />
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

      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Erase personal data" centered>
        <Stack gap="sm">
          <Text size="sm" c="red" fw={600}>
            This cannot be undone.
          </Text>
          <Text size="sm">
            The names, mobile numbers, email addresses, addresses, dates of birth, Aadhaar numbers and PANs in the{' '}
            {chosen.length} ticked record{chosen.length === 1 ? '' : 's'} are removed, and their documents deleted.
          </Text>
          <Text size="sm">{ERASURE_KEEPS}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" leftSection={<IconTrash size={16} />} onClick={confirm} loading={erase.isPending}>
              Erase for good
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
  const { records, ticked } = props;
  if (!records.length)
    return (
      <Alert color="blue" variant="light" title="No records">
        No record holds this number.
      </Alert>
    );
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={600}>
            {records.length} record{records.length === 1 ? '' : 's'} found
          </Text>
          <Button color="red" leftSection={<IconTrash size={16} />} disabled={!ticked.size} onClick={props.onErase}>
            Erase {ticked.size} ticked
          </Button>
        </Group>
        {/* A card a record: one column on a phone, two on a desktop; nothing needs a sideways scroll. */}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" role="list" aria-label="Records found">
          {records.map((r) => (
            <Card key={keyOf(r)} withBorder padding="sm" role="listitem" data-testid={`record-${keyOf(r)}`}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Group align="flex-start" wrap="nowrap" gap="sm">
                  {r.erasable ? (
                    <Checkbox
                      mt={2}
                      aria-label={`Erase ${r.what} ${r.reference}`}
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
                Holds: {r.held.fields.length ? r.held.fields.join(', ') : 'no personal fields'}
              </Text>
              {r.held.documents.length ? (
                <Text size="xs" c="dimmed">
                  Documents: {r.held.documents.join(', ')}
                </Text>
              ) : null}
              <Text size="sm" mt={4} c={r.erasable ? 'green' : 'dimmed'}>
                {r.erasable ? 'Can be erased' : r.why}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
