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

const AUDIENCE_LABELS: Record<SlideAudience, string> = {
  public: 'Public home',
  merchants: 'Merchant dashboard',
  both: 'Both',
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
  const slides = useSlides();
  const [editing, setEditing] = useState<Slide | 'new' | null>(null);
  const forbidden = useContentForbidden(slides.error);
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Carousel
          </Title>
          <Text c="dimmed">Slides shown on the public home and the merchant dashboard, in this order.</Text>
        </div>
        {!forbidden && editing === null && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add slide
          </Button>
        )}
      </Group>
      {forbidden ? (
        <AdminOnlyNotice>Only an administrator can change the carousel.</AdminOnlyNotice>
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
            <FormErrorAlert error={slides.error} title="Could not load the slides" />
          ) : !slides.data ? (
            <Center py="xl">
              <Loader aria-label="Loading slides" />
            </Center>
          ) : slides.data.length === 0 ? (
            <Text c="dimmed">No slides yet: the home page shows no carousel.</Text>
          ) : (
            <SlideTable slides={slides.data} onEdit={setEditing} />
          )}
        </>
      )}
    </Stack>
  );
}

function SlideTable({ slides, onEdit }: { slides: Slide[]; onEdit: (s: Slide) => void }) {
  const order = useOrderSlides();
  const remove = useRemoveSlide();
  const move = (i: number, step: number) => {
    const ids = slides.map((s) => s.id);
    [ids[i], ids[i + step]] = [ids[i + step]!, ids[i]!];
    order.mutate(ids);
  };
  return (
    <>
      <FormErrorAlert error={order.error ?? remove.error} title="The change was not saved" />
      <ItemList
        title="Slides"
        items={slides}
        itemKey={(s) => s.id}
        minWidth={760}
        columns={[
          {
            label: 'Image',
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
            label: 'Title',
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
          { label: 'Shown on', cell: (s) => AUDIENCE_LABELS[s.audience] },
          { label: 'Dates', cell: (s) => datesText(s) },
          {
            label: 'Status',
            role: 'badge',
            cell: (s) => (
              <Badge color={s.active ? 'green' : 'gray'} variant="light">
                {s.active ? 'Active' : 'Inactive'}
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
                aria-label={`Move ${s.title} up`}
                disabled={i === 0 || order.isPending}
                onClick={() => move(i, -1)}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`Move ${s.title} down`}
                disabled={i === slides.length - 1 || order.isPending}
                onClick={() => move(i, 1)}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon variant="subtle" aria-label={`Edit ${s.title}`} onClick={() => onEdit(s)}>
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${s.title}`}
                onClick={() => removeAfterConfirm(`Remove the slide "${s.title}"?`, () => remove.mutate(s.id))}
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
  const form = useContractForm<SlideValues>({
    schema: SlideInput,
    initialValues: { ...(slide ? draftOf(slide) : EMPTY), image: null },
    // A new slide needs its picture; an edited one keeps the one it has unless another is chosen.
    alsoCheck: (values) => (!slide && !values.image ? { image: 'Choose an image' } : {}),
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
      aria-label={slide ? 'Edit slide' : 'Add slide'}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {slide ? `Edit “${slide.title}”` : 'New slide'}
        </Title>
        <FormErrorAlert error={add.error ?? update.error} title="The slide was not saved" />
        <FileInput
          label="Image"
          description="PNG, JPEG or WebP; shown 16:5, wide images work best"
          accept="image/png,image/jpeg,image/webp"
          {...form.getInputProps('image')}
          withAsterisk={!slide}
          clearable
        />
        <TextInput label="Title" {...form.getInputProps('title')} withAsterisk />
        <Textarea
          label="Text"
          description={`${form.getValues().text.length}/${SLIDE_TEXT_MAX} characters`}
          {...form.getInputProps('text')}
          autosize
          minRows={2}
        />
        <ContentLinkInput {...form.getInputProps('link')} />
        <NativeSelect
          label="Shown on"
          data={SLIDE_AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_LABELS[a] }))}
          {...form.getInputProps('audience')}
        />
        <DateRangeInputs start={form.getInputProps('startsOn')} end={form.getInputProps('endsOn')} />
        <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
        <Group>
          <Button type="submit" loading={saving}>
            {slide ? 'Save slide' : 'Add slide'}
          </Button>
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
