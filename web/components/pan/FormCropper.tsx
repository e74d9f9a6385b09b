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
import { useT } from '../../i18n/pan';
import { useLabel } from '../../i18n/labels';

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
  const t = useT();
  return (
    <RequestPageFrame
      title={t('pan.cropper.title')}
      description={t('pan.cropper.description')}
      query={useApplication(area, id)}
      invalid={id === null && t('pan.cropper.badAddress')}
    >
      {(d) => <Cropping area={area} detail={d} />}
    </RequestPageFrame>
  );
}

function Cropping({ area, detail: d }: { area: Area; detail: ApplicationDetail }) {
  const t = useT();
  const label = useLabel();
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
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} title={t('pan.cropper.locked')}>
          {t('pan.cropper.lockedState', { state: d.stateLabel.toLowerCase() })}
        </Alert>
      )}
      <Grid gutter="md" align="flex-start">
        {editable && (
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card withBorder padding="md">
              <Stack gap="sm">
                <SegmentedControl
                  aria-label={t('pan.cropper.whatToCrop')}
                  value={kind}
                  onChange={(v) => setKind(v as CropKind)}
                  data={[
                    { value: 'photo', label: t('pan.cropper.photo') + (existing('photo') ? ' ✓' : '') },
                    { value: 'signature', label: t('pan.cropper.signature') + (existing('signature') ? ' ✓' : '') },
                  ]}
                  fullWidth
                />
                {images.length === 0 ? (
                  <Alert color="orange" variant="light" title={t('pan.cropper.noPages')}>
                    {t('pan.cropper.uploadFirst')}{' '}
                    {area === 'merchant' && (
                      <Text component={Link} to={PAN_ROUTES.merchant.upload(d.id)} c="blue" inherit>
                        {t('pan.cropper.uploadDocuments')}
                      </Text>
                    )}
                  </Alert>
                ) : (
                  <>
                    <NativeSelect
                      label={t('pan.cropper.page')}
                      value={fileId ?? ''}
                      onChange={(e) => setChosen(e.currentTarget.value)}
                      data={images.map((f) => ({ value: f.id, label: `${label(documentLabel(f.kind))}: ${f.name}` }))}
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
              {t('pan.cropper.backToDocuments')}
            </Button>
            {can(d, 'submit') &&
              (done ? (
                <Button
                  component={Link}
                  to={PAN_ROUTES.merchant.preSubmit(d.id)}
                  rightSection={<IconArrowRight size={16} aria-hidden />}
                >
                  {t('pan.cropper.continue')}
                </Button>
              ) : (
                <Group gap="sm">
                  <Text size="sm" c="dimmed">
                    {t('pan.cropper.cropBoth')}
                  </Text>
                  <Button disabled rightSection={<IconArrowRight size={16} aria-hidden />}>
                    {t('pan.cropper.continue')}
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
            {t('pan.cropper.backToVerification')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
