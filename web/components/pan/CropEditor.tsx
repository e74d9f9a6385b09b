import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type SyntheticEvent,
} from 'react';
import { Alert, Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCrop } from '@tabler/icons-react';
import { CROP_SPECS, type ApplicationDetail, type ApplicationFile, type CropKind } from '../../../contract/nsdl-pan';
import { errorText } from '../../api/error-text';
import { documentPath, useCrop, useFileObjectUrl, type Area } from '../../api/nsdl-pan';
import { FormErrorAlert } from '../FormErrorAlert';
import {
  defaultBox,
  fits,
  moveBox,
  ratioOf,
  requestBox,
  resizeBox,
  type Corner,
  type CropBox,
  type Size,
} from './crop-box';
import { useT } from '../../i18n/pan';

type Drag = { mode: 'move' | Corner; pointerId: number; startX: number; startY: number; start: CropBox; scale: number };

/** One page with the crop box on it, moved and resized by pointer or keyboard, and the button that sends it. */
export function CropEditor({
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
  const t = useT();
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
  const verb = t(kind === 'photo' ? 'pan.crop.cropPhoto' : 'pan.crop.cropSignature');

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
            title: t('pan.crop.doneTitle', { label: spec.label }),
            message: t('pan.crop.doneMessage', { label: spec.label.toLowerCase() }),
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
        {t(kind === 'photo' ? 'pan.crop.helpPhoto' : 'pan.crop.helpSignature', {
          width: spec.width,
          height: spec.height,
        })}
      </Text>
      {error ? (
        <Alert color="red" variant="light" title={t('pan.crop.pageFailed')}>
          {errorText(error)}
        </Alert>
      ) : !url ? (
        <Center py="xl">
          <Loader aria-label={t('pan.crop.loadingPage')} />
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
            alt={t('pan.crop.pageAlt', { name: file.name })}
            onLoad={onLoad}
            draggable={false}
            style={{ display: 'block', width: '100%', height: 'auto' }}
          />
          {box && img && (
            <div
              ref={boxRef}
              role="group"
              aria-roledescription={t('pan.crop.boxRole')}
              aria-label={t('pan.crop.boxLabel', { label: spec.label })}
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
          {t('pan.crop.boxValues', {
            x: shown.x,
            y: shown.y,
            width: shown.width,
            height: shown.height,
            pageWidth: img!.width,
            pageHeight: img!.height,
          })}
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
