import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  NEWS_AUDIENCES,
  NEWS_TYPES,
  NewsInput,
  type NewsAudience,
  type NewsItem,
  type NewsType,
} from '../../../../contract/site-content';
import { ItemList } from '../../../components/DataTable/ItemList';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { showServerErrors, useContractForm } from '../../../components/forms/use-contract-form';
import {
  AdminOnlyNotice,
  ContentLinkInput,
  DateRangeInputs,
  datesText,
  removeAfterConfirm,
  useContentForbidden,
} from '../../../components/site-content/EditorParts';
import { useNews, useRemoveNews, useSaveNews } from '../../../components/site-content/api';
import { NEWS_TYPE_LABELS } from '../../../components/site-content/NewsTicker';

const AUDIENCE_LABELS: Record<NewsAudience, string> = {
  public: 'Public home',
  merchants: 'Merchants',
  backend: 'Back office',
};
const TYPE_COLORS: Record<NewsType, string> = { notice: 'blue', offer: 'green', alert: 'red' };

type Draft = {
  title: string;
  text: string;
  link: string;
  type: NewsType;
  audience: NewsAudience;
  startsOn: string;
  endsOn: string;
};
const EMPTY: Draft = { title: '', text: '', link: '', type: 'notice', audience: 'public', startsOn: '', endsOn: '' };

/** /backend/settings/news-n-updates (admin): the public ticker, the dashboards' news and the alert banners. */
export default function NewsAndUpdatesPage() {
  const news = useNews();
  const remove = useRemoveNews();
  const [editing, setEditing] = useState<NewsItem | 'new' | null>(null);
  const forbidden = useContentForbidden(news.error);
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            News &amp; Updates
          </Title>
          <Text c="dimmed">
            Notices and offers run in the home ticker and the dashboards; an alert shows as a banner until each reader
            closes it.
          </Text>
        </div>
        {!forbidden && editing === null && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add news
          </Button>
        )}
      </Group>
      {forbidden ? (
        <AdminOnlyNotice>Only an administrator can publish news.</AdminOnlyNotice>
      ) : (
        <>
          {editing !== null && (
            <NewsForm
              key={editing === 'new' ? 'new' : editing.id}
              item={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          )}
          <FormErrorAlert error={remove.error} title="The item was not removed" />
          {news.error ? (
            <FormErrorAlert error={news.error} title="Could not load the news" />
          ) : !news.data ? (
            <Center py="xl">
              <Loader aria-label="Loading news" />
            </Center>
          ) : news.data.length === 0 ? (
            <Text c="dimmed">No news yet.</Text>
          ) : (
            <ItemList
              title="News and updates"
              items={news.data}
              itemKey={(n) => n.id}
              columns={[
                {
                  label: 'Type',
                  role: 'badge',
                  cell: (n) => (
                    <Badge color={TYPE_COLORS[n.type]} variant="light">
                      {NEWS_TYPE_LABELS[n.type]}
                    </Badge>
                  ),
                },
                {
                  label: 'Title',
                  role: 'title',
                  cell: (n) => (
                    <>
                      <Text fw={600}>{n.title}</Text>
                      <Text size="sm" c="dimmed">
                        {n.text}
                      </Text>
                    </>
                  ),
                },
                { label: 'For', cell: (n) => AUDIENCE_LABELS[n.audience] },
                { label: 'Dates', cell: (n) => datesText(n) },
              ]}
              actions={(n) => (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={`Edit ${n.title}`} onClick={() => setEditing(n)}>
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${n.title}`}
                    onClick={() => removeAfterConfirm(`Remove "${n.title}"?`, () => remove.mutate(n.id))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              )}
            />
          )}
        </>
      )}
    </Stack>
  );
}

function NewsForm({ item, onDone }: { item: NewsItem | null; onDone: () => void }) {
  const form = useContractForm<Draft>({
    schema: NewsInput,
    initialValues: item
      ? {
          title: item.title,
          text: item.text,
          link: item.link,
          type: item.type,
          audience: item.audience,
          startsOn: item.startsOn ?? '',
          endsOn: item.endsOn ?? '',
        }
      : EMPTY,
  });
  const save = useSaveNews();
  const submit = form.onSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: item?.id ?? null, input });
      onDone();
    } catch (err) {
      showServerErrors(form, err);
    }
  });
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={item ? 'Edit news' : 'Add news'}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {item ? `Edit “${item.title}”` : 'New item'}
        </Title>
        <FormErrorAlert error={save.error} title="The item was not saved" />
        <TextInput label="Title" {...form.getInputProps('title')} withAsterisk />
        <Textarea label="Text" {...form.getInputProps('text')} autosize minRows={2} />
        <ContentLinkInput {...form.getInputProps('link')} />
        <Group grow>
          <NativeSelect
            label="Type"
            data={NEWS_TYPES.map((t) => ({ value: t, label: NEWS_TYPE_LABELS[t] }))}
            {...form.getInputProps('type')}
          />
          <NativeSelect
            label="For"
            data={NEWS_AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_LABELS[a] }))}
            {...form.getInputProps('audience')}
          />
        </Group>
        <DateRangeInputs start={form.getInputProps('startsOn')} end={form.getInputProps('endsOn')} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {item ? 'Save' : 'Add news'}
          </Button>
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
