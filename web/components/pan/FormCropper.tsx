import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Grid, Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import type { ApplicationDetail, ApplicationFile, CropKind } from '../../../contract/nsdl-pan';
import { PAN_ROUTES, useApplication, type Area } from '../../api/nsdl-pan';
import { can, RequestPageFrame } from '../requests';
import { ApplicationHeader, documentLabel } from './ApplicationSummary';
import { CropEditor } from './CropEditor';
import { CropResult } from './CropResult';

/** The images of an application that a crop can come from: pages of the signed form first. */
function sourceImages(d: ApplicationDetail): ApplicationFile[] {
  const images = d.files.filter((f) => f.mime.startsWith('image/'));
  return [...images.filter((f) => f.kind === 'form'), ...images.filter((f) => f.kind !== 'form')];
}

/**
 * form-cropping/{id} (merchant and back office): the photograph and the signature chosen from a scanned
 * page of the signed form with a crop box whose shape is NSDL's, moved and resized with a mouse, a finger
 * or the keyboard. The server cuts the box out of the original image, scales it to NSDL's size and
 * compresses it under the byte limit; the result is shown with its size.
 */
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
