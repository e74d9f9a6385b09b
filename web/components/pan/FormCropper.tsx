import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type SyntheticEvent,
} from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Grid,
  Group,
  Loader,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconArrowRight, IconCircleCheck, IconCrop, IconInfoCircle } from '@tabler/icons-react';
import {
  CROP_SPECS,
  SCAN_LIMITS,
  type ApplicationCrop,
  type ApplicationDetail,
  type ApplicationFile,
  type CropKind,
} from '../../../contract/nsdl-pan';
import { errorText } from '../../api/error-text';
import {
  PAN_ROUTES,
  cropPath,
  documentPath,
  useApplication,
  useCrop,
  useFileObjectUrl,
  type Area,
} from '../../api/nsdl-pan';
import { formatDate } from '../DataTable';
import { FormErrorAlert } from '../FormErrorAlert';
import { can, RequestPageFrame } from '../requests';
import { ApplicationHeader, documentLabel } from './ApplicationSummary';

/**
 * form-cropping/{id} (merchant and back office): the photograph and the signature chosen from a scanned
 * page of the signed form with a crop box whose shape is NSDL's, moved and resized with a mouse, a finger
 * or the keyboard. The server cuts the box out of the original image, scales it to NSDL's size and
 * compresses it under the byte limit; the result is shown with its size.
 */

export type CropBox = { x: number; y: number; width: number; height: number };
type Size = { width: number; height: number };
type Corner = 'nw' | 'ne' | 'sw' | 'se';

const ratioOf = (kind: CropKind) => CROP_SPECS[kind].width / CROP_SPECS[kind].height;
/** The server wants at least 20 × 20 image pixels; one more keeps rounding on the safe side. */
const minWidthOf = (kind: CropKind) => Math.ceil(Math.max(20, 20 * ratioOf(kind))) + 1;
const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), Math.max(lo, hi));

/** A first box in the middle of the page: a quarter of its width for a photo, two fifths for a signature. */
export function defaultBox(kind: CropKind, img: Size): CropBox {
  const ratio = ratioOf(kind);
  let width = img.width * (kind === 'photo' ? 0.25 : 0.4);
  if (width / ratio > img.height * 0.9) width = img.height * 0.9 * ratio;
  width = Math.max(width, Math.min(minWidthOf(kind), img.width));
  const height = width / ratio;
  return { x: (img.width - width) / 2, y: Math.max(0, (img.height - height) / 2), width, height };
}

/** The box moved by (dx, dy) image pixels, kept on the page. */
export function moveBox(b: CropBox, dx: number, dy: number, img: Size): CropBox {
  return { ...b, x: clamp(b.x + dx, 0, img.width - b.width), y: clamp(b.y + dy, 0, img.height - b.height) };
}

/** The box with a new width (its shape kept), the corner opposite `corner` staying where it is. */
export function resizeBox(b: CropBox, corner: Corner, width: number, kind: CropKind, img: Size): CropBox {
  const ratio = ratioOf(kind);
  const east = corner.includes('e');
  const south = corner.includes('s');
  const anchorX = east ? b.x : b.x + b.width;
  const anchorY = south ? b.y : b.y + b.height;
  const maxW = Math.min(east ? img.width - anchorX : anchorX, (south ? img.height - anchorY : anchorY) * ratio);
  const w = clamp(width, Math.min(minWidthOf(kind), maxW), maxW);
  const h = w / ratio;
  return { x: east ? anchorX : anchorX - w, y: south ? anchorY : anchorY - h, width: w, height: h };
}

/** The box in whole image pixels as the server takes it, inside the page. */
export function requestBox(b: CropBox, img: Size): CropBox {
  const x = clamp(Math.round(b.x), 0, img.width - 1);
  const y = clamp(Math.round(b.y), 0, img.height - 1);
  return {
    x,
    y,
    width: Math.min(Math.round(b.width), img.width - x),
    height: Math.min(Math.round(b.height), img.height - y),
  };
}

function fits(b: CropBox, img: Size): boolean {
  return (
    b.x >= 0 &&
    b.y >= 0 &&
    b.width >= 20 &&
    b.height >= 20 &&
    b.x + b.width <= img.width &&
    b.y + b.height <= img.height
  );
}

/** The images of an application that a crop can come from: pages of the signed form first. */
function sourceImages(d: ApplicationDetail): ApplicationFile[] {
  const images = d.files.filter((f) => f.mime.startsWith('image/'));
  return [...images.filter((f) => f.kind === 'form'), ...images.filter((f) => f.kind !== 'form')];
}

export function FormCropper({ area, id }: { area: Area; id: number | null }) {
  return (
    <RequestPageFrame
      title="Photograph and signature"
      description="Choose them from the scanned application form; NSDL takes them at a fixed size."
      query={useApplication(area, id)}
      invalid={id === null && 'The address does not name an application.'}
    >
      {(d) => <Cropping area={area} detail={d} />}
    </RequestPageFrame>
  );
}

function Cropping({ area, detail: d }: { area: Area; detail: ApplicationDetail }) {
  const images = sourceImages(d);
  const [kind, setKind] = useState<CropKind>(() =>
    d.crops.some((c) => c.kind === 'photo') && !d.crops.some((c) => c.kind === 'signature') ? 'signature' : 'photo',
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const existing = (k: CropKind) => d.crops.find((c) => c.kind === k) ?? null;
  const preferred = existing(kind)?.fileId;
  // The page picked here, else the one this kind was cut from before, else the first page of the form.
  const fileId = [chosen, preferred, images[0]?.id].find((f) => f && images.some((i) => i.id === f)) ?? null;
  const file = images.find((f) => f.id === fileId) ?? null;
  const editable = can(d, 'crop');
  const done = (['photo', 'signature'] as const).every((k) => existing(k));

  return (
    <Stack gap="md">
      <ApplicationHeader detail={d} />
      {!editable && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          title="The crops can no longer be changed"
        >
          This application is {d.stateLabel.toLowerCase()}.
        </Alert>
      )}
      <Grid gutter="md" align="flex-start">
        {editable && (
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card withBorder padding="md">
              <Stack gap="sm">
                <SegmentedControl
                  aria-label="What to crop"
                  value={kind}
                  onChange={(v) => setKind(v as CropKind)}
                  data={[
                    { value: 'photo', label: existing('photo') ? 'Photo ✓' : 'Photo' },
                    { value: 'signature', label: existing('signature') ? 'Signature ✓' : 'Signature' },
                  ]}
                  fullWidth
                />
                {images.length === 0 ? (
                  <Alert color="orange" variant="light" title="No scanned page to crop from">
                    Upload the signed application form as JPEG or PNG images first.{' '}
                    {area === 'merchant' && (
                      <Text component={Link} to={PAN_ROUTES.merchant.upload(d.id)} c="blue" inherit>
                        Upload documents
                      </Text>
                    )}
                  </Alert>
                ) : (
                  <>
                    <NativeSelect
                      label="Page to crop from"
                      value={fileId ?? ''}
                      onChange={(e) => setChosen(e.currentTarget.value)}
                      data={images.map((f) => ({ value: f.id, label: `${documentLabel(f.kind)}: ${f.name}` }))}
                    />
                    {file && <CropEditor key={file.id} area={area} detail={d} file={file} kind={kind} />}
                  </>
                )}
              </Stack>
            </Card>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: editable ? 4 : 12 }}>
          <Stack gap="md">
            {(['photo', 'signature'] as const).map((k) => (
              <CropResult key={k} area={area} detail={d} kind={k} crop={existing(k)} />
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
      <Group justify="space-between" gap="sm" wrap="wrap">
        {area === 'merchant' ? (
          <>
            <Button
              component={Link}
              to={PAN_ROUTES.merchant.upload(d.id)}
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              Back to documents
            </Button>
            {can(d, 'submit') &&
              (done ? (
                <Button
                  component={Link}
                  to={PAN_ROUTES.merchant.preSubmit(d.id)}
                  rightSection={<IconArrowRight size={16} aria-hidden />}
                >
                  Continue to pre-submit
                </Button>
              ) : (
                <Group gap="sm">
                  <Text size="sm" c="dimmed">
                    Crop both the photograph and the signature to continue.
                  </Text>
                  <Button disabled rightSection={<IconArrowRight size={16} aria-hidden />}>
                    Continue to pre-submit
                  </Button>
                </Group>
              ))}
          </>
        ) : (
          <Button
            component={Link}
            to={PAN_ROUTES.backend.verify(d.id)}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Back to verification
          </Button>
        )}
      </Group>
    </Stack>
  );
}

type Drag = { mode: 'move' | Corner; pointerId: number; startX: number; startY: number; start: CropBox; scale: number };

function CropEditor({
  area,
  detail: d,
  file,
  kind,
}: {
  area: Area;
  detail: ApplicationDetail;
  file: ApplicationFile;
  kind: CropKind;
}) {
  const spec = CROP_SPECS[kind];
  const ratio = ratioOf(kind);
  const helpId = useId();
  const { url, error } = useFileObjectUrl(documentPath(area, d.id, file.id));
  const crop = useCrop(area, d.id);
  const frameRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [img, setImg] = useState<Size | null>(null);
  // One box per kind, so switching between photo and signature keeps each where it was put.
  const [boxes, setBoxes] = useState<Partial<Record<CropKind, CropBox>>>({});
  const [failure, setFailure] = useState<{ kind: CropKind; error: unknown } | null>(null);
  const verb = kind === 'photo' ? 'Crop photo' : 'Crop signature';

  /** The box this kind was cut with before, when it was this page; otherwise a fresh one. */
  const firstBox = (size: Size): CropBox => {
    const previous = d.crops.find((c) => c.kind === kind);
    return previous && previous.fileId === file.id && fits(previous.box, size)
      ? { ...previous.box }
      : defaultBox(kind, size);
  };
  const box = img ? (boxes[kind] ?? firstBox(img)) : null;
  const setBox = (b: CropBox) => setBoxes((m) => ({ ...m, [kind]: b }));

  const onLoad = (e: SyntheticEvent<HTMLImageElement>) => {
    const size = { width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight };
    if (size.width && size.height) setImg(size);
  };

  const start = (mode: Drag['mode']) => (e: ReactPointerEvent<HTMLElement>) => {
    if (!box || !img || !frameRef.current || (e.pointerType === 'mouse' && e.button !== 0)) return;
    e.preventDefault();
    e.stopPropagation();
    const rect = frameRef.current.getBoundingClientRect();
    (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
    // preventDefault keeps the page from scrolling or selecting, and also from focusing: the keys work after a drag too.
    boxRef.current?.focus({ preventScroll: true });
    drag.current = {
      mode,
      pointerId: e.pointerId,
      startX: e.clientX,
      startY: e.clientY,
      start: box,
      scale: rect.width > 0 ? img.width / rect.width : 1,
    };
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLElement>) => {
    const g = drag.current;
    if (!g || !img || g.pointerId !== e.pointerId) return;
    const dx = (e.clientX - g.startX) * g.scale;
    const dy = (e.clientY - g.startY) * g.scale;
    if (g.mode === 'move') {
      setBox(moveBox(g.start, dx, dy, img));
      return;
    }
    const sx = g.mode.includes('e') ? 1 : -1;
    const sy = g.mode.includes('s') ? 1 : -1;
    const fromX = g.start.width + sx * dx;
    const fromY = (g.start.height + sy * dy) * ratio;
    // The pointer's larger pull decides; the shape stays NSDL's.
    const width = Math.abs(fromX - g.start.width) >= Math.abs(fromY - g.start.width) ? fromX : fromY;
    setBox(resizeBox(g.start, g.mode, width, kind, img));
  };

  const onPointerEnd = (e: ReactPointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId === e.pointerId) drag.current = null;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!box || !img) return;
    const dir = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[e.key];
    if (!dir) return;
    e.preventDefault();
    const step = e.altKey ? 1 : Math.max(1, Math.round(img.width / 100));
    if (e.shiftKey) {
      // Right and down grow, left and up shrink; the top-left corner stays.
      const grow = dir[0] + dir[1];
      setBox(resizeBox(box, 'se', box.width + grow * step, kind, img));
    } else {
      setBox(moveBox(box, dir[0] * step, dir[1] * step, img));
    }
  };

  const send = () => {
    if (!box || !img) return;
    setFailure(null);
    crop.mutate(
      { fileId: file.id, kind, box: requestBox(box, img) },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            title: `${spec.label} cropped`,
            message: `The ${spec.label.toLowerCase()} is saved at NSDL's size.`,
          }),
        onError: (error) => setFailure({ kind, error }),
      },
    );
  };

  const pct = (v: number, of: number) => `${(v / of) * 100}%`;
  const shown = box && img ? requestBox(box, img) : null;
  // An 18 px square to see, inside a 44 px square to touch (a fingertip's target, WCAG 2.5.5).
  const handle = (corner: Corner) => (
    <Box
      key={corner}
      onPointerDown={start(corner)}
      aria-hidden
      data-testid={`crop-handle-${corner}`}
      style={{
        position: 'absolute',
        width: 44,
        height: 44,
        [corner.includes('n') ? 'top' : 'bottom']: -22,
        [corner.includes('w') ? 'left' : 'right']: -22,
        display: 'grid',
        placeItems: 'center',
        cursor: corner === 'nw' || corner === 'se' ? 'nwse-resize' : 'nesw-resize',
        touchAction: 'none',
        zIndex: 1,
      }}
    >
      <span
        style={{
          width: 18,
          height: 18,
          background: 'white',
          border: '2px solid var(--mantine-color-blue-6)',
          borderRadius: 4,
          boxSizing: 'border-box',
        }}
      />
    </Box>
  );

  return (
    <Stack gap="sm">
      <Text size="sm" id={helpId}>
        Place the box over the applicant&apos;s {kind === 'photo' ? 'photograph' : 'signature'}. Drag it to move it and
        drag a corner to resize it; with the keyboard, the arrow keys move it and Shift with the arrow keys resizes it
        (Alt for one pixel at a time). Its shape is fixed at NSDL&apos;s {spec.width} × {spec.height}.
      </Text>
      {error ? (
        <Alert color="red" variant="light" title="The page could not be loaded">
          {errorText(error)}
        </Alert>
      ) : !url ? (
        <Center py="xl">
          <Loader aria-label="Loading the page" />
        </Center>
      ) : (
        <Box
          ref={frameRef}
          pos="relative"
          mx="auto"
          style={{
            width: img ? `min(100%, calc(70vh * ${img.width / img.height}))` : '100%',
            overflow: 'hidden',
            userSelect: 'none',
            lineHeight: 0,
            borderRadius: 'var(--mantine-radius-sm)',
            border: '1px solid var(--mantine-color-gray-3)',
          }}
        >
          <img
            src={url}
            alt={`Scanned page ${file.name}`}
            onLoad={onLoad}
            draggable={false}
            style={{ display: 'block', width: '100%', height: 'auto' }}
          />
          {box && img && (
            <div
              ref={boxRef}
              role="group"
              aria-roledescription="crop box"
              aria-label={`${spec.label} crop box`}
              aria-describedby={helpId}
              tabIndex={0}
              data-testid="crop-box"
              onPointerDown={start('move')}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerEnd}
              onPointerCancel={onPointerEnd}
              onKeyDown={onKeyDown}
              style={{
                position: 'absolute',
                left: pct(box.x, img.width),
                top: pct(box.y, img.height),
                width: pct(box.width, img.width),
                height: pct(box.height, img.height),
                outline: '2px solid var(--mantine-color-blue-6)',
                boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.45)',
                cursor: 'move',
                touchAction: 'none',
              }}
            >
              {(['nw', 'ne', 'sw', 'se'] as const).map(handle)}
            </div>
          )}
        </Box>
      )}
      {shown && (
        <Text size="xs" c="dimmed" data-testid="crop-box-values" aria-live="polite">
          Box at {shown.x}, {shown.y}; {shown.width} × {shown.height} pixels of the {img!.width} × {img!.height} page.
        </Text>
      )}
      {failure?.kind === kind ? <FormErrorAlert error={failure.error} onClose={() => setFailure(null)} /> : null}
      <Group justify="flex-end">
        <Button
          leftSection={<IconCrop size={16} aria-hidden />}
          onClick={send}
          loading={crop.isPending}
          disabled={!box}
        >
          {verb}
        </Button>
      </Group>
    </Stack>
  );
}

function CropResult({
  area,
  detail: d,
  kind,
  crop,
}: {
  area: Area;
  detail: ApplicationDetail;
  kind: CropKind;
  crop: ApplicationCrop | null;
}) {
  const spec = CROP_SPECS[kind];
  const { url, error } = useFileObjectUrl(crop ? cropPath(area, d.id, kind, crop.createdAt) : null);
  const source = crop ? d.files.find((f) => f.id === crop.fileId) : undefined;
  const kb = (n: number) => (n / 1024).toFixed(1);
  const within = crop ? crop.size <= spec.maxBytes : false;
  return (
    <Card withBorder padding="md" data-testid={`crop-result-${kind}`}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5">
          {spec.label}
        </Title>
        {crop && (
          <Badge
            color={within ? 'green' : 'red'}
            variant="light"
            leftSection={within ? <IconCircleCheck size={12} aria-hidden /> : null}
          >
            {within ? 'Within limit' : 'Over the limit'}
          </Badge>
        )}
      </Group>
      {!crop ? (
        <Text size="sm" c="dimmed">
          Not cropped yet. NSDL takes {spec.width} × {spec.height} pixels at {SCAN_LIMITS.dpi} dpi, at most{' '}
          {spec.maxBytes / 1024} KB.
        </Text>
      ) : (
        <Stack gap={6}>
          <Box bg="gray.0" p="xs" style={{ borderRadius: 'var(--mantine-radius-sm)', lineHeight: 0 }}>
            {error ? (
              <Text size="sm" c="red">
                The image could not be loaded: {errorText(error)}
              </Text>
            ) : url ? (
              <img
                src={url}
                alt={`Cropped ${spec.label.toLowerCase()}`}
                width={crop.width}
                height={crop.height}
                style={{ maxWidth: '100%', height: 'auto', display: 'block', margin: '0 auto' }}
              />
            ) : (
              <Center py="sm">
                <Loader size="sm" aria-label={`Loading the ${spec.label.toLowerCase()}`} />
              </Center>
            )}
          </Box>
          <Text size="sm" data-testid={`crop-size-${kind}`}>
            {kb(crop.size)} KB of at most {spec.maxBytes / 1024} KB
          </Text>
          <Text size="sm" data-testid={`crop-dimensions-${kind}`}>
            {crop.width} × {crop.height} pixels at {SCAN_LIMITS.dpi} dpi (NSDL: {spec.width} × {spec.height})
          </Text>
          <Text size="xs" c="dimmed">
            From {source ? source.name : 'an earlier page'}, {formatDate(crop.createdAt)}
          </Text>
        </Stack>
      )}
    </Card>
  );
}
