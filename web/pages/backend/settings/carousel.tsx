import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Center,
  FileInput,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  SLIDE_AUDIENCES,
  SLIDE_TEXT_MAX,
  SlideInput,
  slideImageUrl,
  type Slide,
  type SlideAudience,
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
import {
  useAddSlide,
  useOrderSlides,
  useRemoveSlide,
  useSlides,
  useUpdateSlide,
} from '../../../components/site-content/api';
import type { MessageId } from '../../../../contract/i18n';
import { useT } from '../../../i18n/office';
import { PageHeading } from '../../../components/PageHeading';

const AUDIENCE_LABELS: Record<SlideAudience, MessageId> = {
  public: 'office.carousel.audiencePublic',
  merchants: 'office.carousel.audienceMerchants',
  both: 'office.carousel.audienceBoth',
};

type Draft = {
  title: string;
  text: string;
  link: string;
  audience: SlideAudience;
  startsOn: string;
  endsOn: string;
  active: boolean;
};
const EMPTY: Draft = { title: '', text: '', link: '', audience: 'public', startsOn: '', endsOn: '', active: true };

function draftOf(s: Slide): Draft {
  return {
    title: s.title,
    text: s.text,
    link: s.link,
    audience: s.audience,
    startsOn: s.startsOn ?? '',
    endsOn: s.endsOn ?? '',
    active: s.active,
  };
}

/** /backend/settings/carousel (admin): the slides of the public home and the merchant dashboard. */
export default function CarouselPage() {
  const t = useT();
  const slides = useSlides();
  const [editing, setEditing] = useState<Slide | 'new' | null>(null);
  const forbidden = useContentForbidden(slides.error);
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end">
        <PageHeading title={t('office.carousel.title')} description={t('office.carousel.intro')} />
        {!forbidden && editing === null && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('office.carousel.add')}
          </Button>
        )}
      </Group>
      {forbidden ? (
        <AdminOnlyNotice>{t('office.carousel.adminOnly')}</AdminOnlyNotice>
      ) : (
        <>
          {editing !== null && (
            <SlideForm
              key={editing === 'new' ? 'new' : editing.id}
              slide={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          )}
          {slides.error ? (
            <FormErrorAlert error={slides.error} title={t('office.carousel.loadFailed')} />
          ) : !slides.data ? (
            <Center py="xl">
              <Loader aria-label={t('office.carousel.loading')} />
            </Center>
          ) : slides.data.length === 0 ? (
            <Text c="dimmed">{t('office.carousel.none')}</Text>
          ) : (
            <SlideTable slides={slides.data} onEdit={setEditing} />
          )}
        </>
      )}
    </Stack>
  );
}

function SlideTable({ slides, onEdit }: { slides: Slide[]; onEdit: (s: Slide) => void }) {
  const t = useT();
  const order = useOrderSlides();
  const remove = useRemoveSlide();
  const move = (i: number, step: number) => {
    const ids = slides.map((s) => s.id);
    [ids[i], ids[i + step]] = [ids[i + step]!, ids[i]!];
    order.mutate(ids);
  };
  return (
    <>
      <FormErrorAlert error={order.error ?? remove.error} title={t('office.carousel.changeNotSaved')} />
      <ItemList
        title={t('office.carousel.list')}
        items={slides}
        itemKey={(s) => s.id}
        minWidth={760}
        columns={[
          {
            label: t('office.carousel.image'),
            cell: (s) => (
              <img
                src={slideImageUrl(s, 800)}
                alt=""
                width={160}
                height={50}
                style={{ objectFit: 'cover', borderRadius: 4 }}
              />
            ),
          },
          {
            label: t('office.carousel.slideTitle'),
            role: 'title',
            cell: (s) => (
              <>
                <Text fw={600}>{s.title}</Text>
                <Text size="sm" c="dimmed">
                  {s.text}
                </Text>
              </>
            ),
          },
          { label: t('office.carousel.shownOn'), cell: (s) => t(AUDIENCE_LABELS[s.audience]) },
          { label: t('office.carousel.dates'), cell: (s) => datesText(s) },
          {
            label: t('office.carousel.status'),
            role: 'badge',
            cell: (s) => (
              <Badge color={s.active ? 'green' : 'gray'} variant="light">
                {s.active ? t('office.common.active') : t('office.common.inactive')}
              </Badge>
            ),
          },
        ]}
        actions={(s) => {
          const i = slides.indexOf(s);
          return (
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                aria-label={t('office.carousel.moveUp', { title: s.title })}
                disabled={i === 0 || order.isPending}
                onClick={() => move(i, -1)}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={t('office.carousel.moveDown', { title: s.title })}
                disabled={i === slides.length - 1 || order.isPending}
                onClick={() => move(i, 1)}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={t('office.common.editNamed', { name: s.title })}
                onClick={() => onEdit(s)}
              >
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('office.carousel.removeNamed', { title: s.title })}
                onClick={() =>
                  removeAfterConfirm(t('office.carousel.removeConfirm', { title: s.title }), () => remove.mutate(s.id))
                }
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          );
        }}
      />
    </>
  );
}

type SlideValues = Draft & { image: File | null };

function SlideForm({ slide, onDone }: { slide: Slide | null; onDone: () => void }) {
  const t = useT();
  const form = useContractForm<SlideValues>({
    schema: SlideInput,
    initialValues: { ...(slide ? draftOf(slide) : EMPTY), image: null },
    // A new slide needs its picture; an edited one keeps the one it has unless another is chosen.
    alsoCheck: (values) => (!slide && !values.image ? { image: t('office.carousel.chooseImage') } : {}),
  });
  const add = useAddSlide();
  const update = useUpdateSlide();
  const saving = add.isPending || update.isPending;

  const submit = form.onSubmit(async ({ image, ...input }) => {
    try {
      if (slide) await update.mutateAsync({ id: slide.id, input, image });
      else await add.mutateAsync({ input, image });
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
      aria-label={slide ? t('office.carousel.edit') : t('office.carousel.add')}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {slide ? t('office.carousel.editTitle', { title: slide.title }) : t('office.carousel.new')}
        </Title>
        <FormErrorAlert error={add.error ?? update.error} title={t('office.carousel.notSaved')} />
        <FileInput
          label={t('office.carousel.image')}
          description={t('office.carousel.imageHint')}
          accept="image/png,image/jpeg,image/webp"
          {...form.getInputProps('image')}
          withAsterisk={!slide}
          clearable
        />
        <TextInput label={t('office.carousel.slideTitle')} {...form.getInputProps('title')} withAsterisk />
        <Textarea
          label={t('office.carousel.text')}
          description={t('office.carousel.characters', { used: form.getValues().text.length, max: SLIDE_TEXT_MAX })}
          {...form.getInputProps('text')}
          autosize
          minRows={2}
        />
        <ContentLinkInput {...form.getInputProps('link')} />
        <NativeSelect
          label={t('office.carousel.shownOn')}
          data={SLIDE_AUDIENCES.map((a) => ({ value: a, label: t(AUDIENCE_LABELS[a]) }))}
          {...form.getInputProps('audience')}
        />
        <DateRangeInputs start={form.getInputProps('startsOn')} end={form.getInputProps('endsOn')} />
        <Switch label={t('office.common.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <Group>
          <Button type="submit" loading={saving}>
            {slide ? t('office.carousel.save') : t('office.carousel.add')}
          </Button>
          <Button variant="default" onClick={onDone} disabled={saving}>
            {t('office.common.cancel')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
