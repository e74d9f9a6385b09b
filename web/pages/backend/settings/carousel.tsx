import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
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
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconLock, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  SLIDE_AUDIENCES,
  SLIDE_TEXT_MAX,
  SlideInput,
  slideImageUrl,
  type Slide,
  type SlideAudience,
} from '../../../../contract/site-content';
import { ApiError } from '../../../api/client';
import { fieldErrorsOf, issuesByField } from '../../../api/error-text';
import { useAuth } from '../../../api/use-auth';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
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
  const { user } = useAuth();
  const isAdmin = user?.role.toLowerCase() === 'admin';
  const slides = useSlides();
  const [editing, setEditing] = useState<Slide | 'new' | null>(null);
  const forbidden = !isAdmin || (slides.error instanceof ApiError && slides.error.status === 403);
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
        <Alert color="yellow" variant="light" icon={<IconLock size={18} />} title="Administrator only">
          Only an administrator can change the carousel.
        </Alert>
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
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Image</Table.Th>
              <Table.Th>Title</Table.Th>
              <Table.Th>Shown on</Table.Th>
              <Table.Th>Dates</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {slides.map((s, i) => (
              <Table.Tr key={s.id}>
                <Table.Td>
                  <img
                    src={slideImageUrl(s, 800)}
                    alt=""
                    width={160}
                    height={50}
                    style={{ objectFit: 'cover', borderRadius: 4 }}
                  />
                </Table.Td>
                <Table.Td>
                  <Text fw={600}>{s.title}</Text>
                  <Text size="sm" c="dimmed">
                    {s.text}
                  </Text>
                </Table.Td>
                <Table.Td>{AUDIENCE_LABELS[s.audience]}</Table.Td>
                <Table.Td>{s.startsOn || s.endsOn ? `${s.startsOn ?? '…'} – ${s.endsOn ?? '…'}` : 'Always'}</Table.Td>
                <Table.Td>
                  <Badge color={s.active ? 'green' : 'gray'} variant="light">
                    {s.active ? 'Active' : 'Inactive'}
                  </Badge>
                </Table.Td>
                <Table.Td>
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
                      onClick={() => {
                        if (window.confirm(`Remove the slide "${s.title}"?`)) remove.mutate(s.id);
                      }}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

function SlideForm({ slide, onDone }: { slide: Slide | null; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(slide ? draftOf(slide) : EMPTY);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft | 'image', string>>>({});
  const add = useAddSlide();
  const update = useUpdateSlide();
  const saving = add.isPending || update.isPending;
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = SlideInput.safeParse(draft);
    const found: typeof errors = parsed.success ? {} : issuesByField(parsed.error.issues);
    if (!slide && !image) found.image = 'Choose an image';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (slide) await update.mutateAsync({ id: slide.id, input: draft, image });
      else await add.mutateAsync({ input: draft, image });
      onDone();
    } catch (err) {
      const server = fieldErrorsOf(err);
      if (server) setErrors(Object.fromEntries(Object.entries(server).map(([k, v]) => [k, v[0]])));
    }
  };

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
          value={image}
          onChange={setImage}
          error={errors.image}
          withAsterisk={!slide}
          clearable
        />
        <TextInput
          label="Title"
          value={draft.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={errors.title}
          withAsterisk
        />
        <Textarea
          label="Text"
          description={`${draft.text.length}/${SLIDE_TEXT_MAX} characters`}
          value={draft.text}
          onChange={(e) => set('text', e.currentTarget.value)}
          error={errors.text}
          autosize
          minRows={2}
        />
        <TextInput
          label="Link"
          description="An http(s):// address or a path on this site such as /services"
          value={draft.link}
          onChange={(e) => set('link', e.currentTarget.value)}
          error={errors.link}
        />
        <NativeSelect
          label="Shown on"
          data={SLIDE_AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_LABELS[a] }))}
          value={draft.audience}
          onChange={(e) => set('audience', e.currentTarget.value as SlideAudience)}
        />
        <Group grow>
          <TextInput
            type="date"
            label="Start date"
            value={draft.startsOn}
            onChange={(e) => set('startsOn', e.currentTarget.value)}
            error={errors.startsOn}
          />
          <TextInput
            type="date"
            label="End date"
            value={draft.endsOn}
            onChange={(e) => set('endsOn', e.currentTarget.value)}
            error={errors.endsOn}
          />
        </Group>
        <Switch label="Active" checked={draft.active} onChange={(e) => set('active', e.currentTarget.checked)} />
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
