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
import type { MessageId } from '../../../../contract/i18n';
import { useT } from '../../../i18n/office';
import { PageHeading } from '../../../components/PageHeading';

const AUDIENCE_LABELS: Record<NewsAudience, MessageId> = {
  public: 'office.carousel.audiencePublic',
  merchants: 'office.news.audienceMerchants',
  backend: 'office.news.audienceBackend',
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
  const t = useT();
  const news = useNews();
  const remove = useRemoveNews();
  const [editing, setEditing] = useState<NewsItem | 'new' | null>(null);
  const forbidden = useContentForbidden(news.error);
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end">
        <PageHeading title={t('office.news.title')} description={t('office.news.intro')} />
        {!forbidden && editing === null && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('office.news.add')}
          </Button>
        )}
      </Group>
      {forbidden ? (
        <AdminOnlyNotice>{t('office.news.adminOnly')}</AdminOnlyNotice>
      ) : (
        <>
          {editing !== null && (
            <NewsForm
              key={editing === 'new' ? 'new' : editing.id}
              item={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          )}
          <FormErrorAlert error={remove.error} title={t('office.news.notRemoved')} />
          {news.error ? (
            <FormErrorAlert error={news.error} title={t('office.news.loadFailed')} />
          ) : !news.data ? (
            <Center py="xl">
              <Loader aria-label={t('office.news.loading')} />
            </Center>
          ) : news.data.length === 0 ? (
            <Text c="dimmed">{t('office.news.none')}</Text>
          ) : (
            <ItemList
              title={t('office.news.list')}
              items={news.data}
              itemKey={(n) => n.id}
              columns={[
                {
                  label: t('office.news.type'),
                  role: 'badge',
                  cell: (n) => (
                    <Badge color={TYPE_COLORS[n.type]} variant="light">
                      {NEWS_TYPE_LABELS[n.type]}
                    </Badge>
                  ),
                },
                {
                  label: t('office.carousel.slideTitle'),
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
                { label: t('office.news.for'), cell: (n) => t(AUDIENCE_LABELS[n.audience]) },
                { label: t('office.carousel.dates'), cell: (n) => datesText(n) },
              ]}
              actions={(n) => (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('office.common.editNamed', { name: n.title })}
                    onClick={() => setEditing(n)}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('office.carousel.removeNamed', { title: n.title })}
                    onClick={() =>
                      removeAfterConfirm(t('office.news.removeConfirm', { title: n.title }), () => remove.mutate(n.id))
                    }
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
  const t = useT();
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
      aria-label={item ? t('office.news.edit') : t('office.news.add')}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {item ? t('office.carousel.editTitle', { title: item.title }) : t('office.news.new')}
        </Title>
        <FormErrorAlert error={save.error} title={t('office.news.notSaved')} />
        <TextInput label={t('office.carousel.slideTitle')} {...form.getInputProps('title')} withAsterisk />
        <Textarea label={t('office.carousel.text')} {...form.getInputProps('text')} autosize minRows={2} />
        <ContentLinkInput {...form.getInputProps('link')} />
        <Group grow>
          <NativeSelect
            label={t('office.news.type')}
            data={NEWS_TYPES.map((type) => ({ value: type, label: NEWS_TYPE_LABELS[type] }))}
            {...form.getInputProps('type')}
          />
          <NativeSelect
            label={t('office.news.for')}
            data={NEWS_AUDIENCES.map((a) => ({ value: a, label: t(AUDIENCE_LABELS[a]) }))}
            {...form.getInputProps('audience')}
          />
        </Group>
        <DateRangeInputs start={form.getInputProps('startsOn')} end={form.getInputProps('endsOn')} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {item ? t('office.common.save') : t('office.news.add')}
          </Button>
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('office.common.cancel')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
