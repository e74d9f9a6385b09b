import { slots, withSlots } from '../../../../../../i18n/rich';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Grid,
  Group,
  Image,
  List,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArrowRight,
  IconCheck,
  IconCircleDashed,
  IconEye,
  IconRefresh,
  IconTruckDelivery,
  IconUpload,
} from '@tabler/icons-react';
import type { ApplicationDetail, ApplicationFile, CropKind } from '../../../../../../../contract/nsdl-pan/index';
import { formatRupeeAmount } from '../../../../../../../contract/money';
import { COURIER_ROUTES } from '../../../../../../api/couriers';
import {
  cropPath,
  documentPath,
  draftNextStep,
  PAN_ROUTES,
  useApplication,
  useFileObjectUrl,
} from '../../../../../../api/nsdl-pan';
import { FormErrorAlert } from '../../../../../../components/FormErrorAlert';
import {
  ApplicationHeader,
  ApplicationSummary,
  ApplicationTimeline,
  useKindLabel,
} from '../../../../../../components/pan/ApplicationSummary';
import { courierAddFor } from '../../../../../../components/pan/merchant-states';
import { PanDownloadButton } from '../../../../../../components/pan/PanDownloadButton';
import { can, idParam, ReceiptButtons, RequestPageFrame } from '../../../../../../components/requests/index';
import { DownloadButton } from '../../../../../../components/requests/DownloadButton';
import { useFormat, useT } from '../../../../../../i18n/panPages';

const R = PAN_ROUTES.merchant;

/** /merchant/product/nsdl-pan/physical/info/{id}: one application, what to do next, its files and its history. */
export default function MerchantPanInfoPage() {
  const raw = useParams().id;
  return <Info key={raw} id={idParam(raw)} />;
}

function Info({ id }: { id: number | null }) {
  const t = useT();
  const q = useApplication('merchant', id);
  const draft = q.data?.state === 'draft';
  return (
    <RequestPageFrame
      eyebrow={t('panPages.info.eyebrow')}
      title={t('panPages.info.title')}
      back={
        draft
          ? { to: R.list('incomplete'), label: t('panPages.info.backIncomplete') }
          : { to: R.list('list'), label: t('panPages.info.backAll') }
      }
      query={q}
      invalid={id === null && t('panPages.common.invalidAddress')}
    >
      {(d) => (
        <>
          <ApplicationHeader detail={d} />
          <NextStep d={d} />
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="md">
                <Downloads d={d} />
                {!draft && <ReceiptButtons refType="pan_application" requestId={d.id} />}
                <Crops d={d} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Card withBorder padding="md" h="100%">
                <Title order={2} size="h4" mb="sm">
                  {t('panPages.info.history')}
                </Title>
                <ApplicationTimeline detail={d} />
              </Card>
            </Grid.Col>
          </Grid>
          <Documents d={d} />
          <Title order={2} size="h3">
            {t('panPages.info.application')}
          </Title>
          <ApplicationSummary detail={d} />
        </>
      )}
    </RequestPageFrame>
  );
}

// ----- what to do next ---------------------------------------------------------------------------

function NextStep({ d }: { d: ApplicationDetail }) {
  const t = useT();
  const { formatDate } = useFormat();
  switch (d.state) {
    case 'draft':
      return <DraftSteps d={d} />;
    case 'waiting':
      return (
        <Next color="yellow" title={t('panPages.info.waitingTitle')}>
          <Text size="sm">
            {t('panPages.info.waitingText', { date: d.submittedAt ? formatDate(d.submittedAt) : '--' })}
          </Text>
        </Next>
      );
    case 'verified':
      return (
        <Next color="blue" title={t('panPages.info.verifiedTitle')}>
          {t('panPages.info.verifiedText')}
        </Next>
      );
    case 'rejected':
      return (
        <Next color="red" title={t('panPages.info.rejectedTitle')} testId="next-rejected">
          <Reason remark={d.remark} />
          <Text size="sm">{t('panPages.info.refunded')}</Text>
          {d.reappliedAs ? (
            <Text size="sm">
              {t('panPages.info.alreadyReapplied')}{' '}
              <Anchor component={Link} to={R.info(d.reappliedAs.id)}>
                {d.reappliedAs.tokenNo}
              </Anchor>
              .
            </Text>
          ) : (
            can(d, 'reapply') && (
              <Group>
                <Button component={Link} to={R.reapply(d.id)} leftSection={<IconRefresh size={16} aria-hidden />}>
                  {t('panPages.info.reapply')}
                </Button>
              </Group>
            )
          )}
        </Next>
      );
    case 'cancelled':
      return (
        <Next color="red" title={t('panPages.info.cancelledTitle')}>
          <Reason remark={d.remark} />
          <Text size="sm">{t('panPages.info.refunded')}</Text>
        </Next>
      );
    case 'tin_rejected':
      return (
        <Next color="orange" title={t('panPages.info.tinTitle')} testId="next-tin">
          <Reason remark={d.remark} />
          {can(d, 'tin_resubmit') && d.ackNo && (
            <Group>
              <Button component={Link} to={R.tinUpload(d.ackNo)} leftSection={<IconUpload size={16} aria-hidden />}>
                {t('panPages.info.tinUpload')}
              </Button>
            </Group>
          )}
        </Next>
      );
    case 'tin_resubmitted':
      return (
        <Next color="grape" title={t('panPages.info.tinResubmittedTitle')}>
          {t('panPages.info.tinResubmittedText')}
        </Next>
      );
    case 'acknowledged':
      return (
        <Next color="teal" title={t('panPages.info.ackTitle')} testId="next-ack">
          <Text size="sm">{withSlots(t('panPages.info.ackText', slots('ackNo')), { ackNo: <b>{d.ackNo}</b> })}</Text>
          <Group gap="sm" wrap="wrap">
            <PanDownloadButton area="merchant" id={d.id} what="ack" variant="filled">
              {t('panPages.info.downloadAck')}
            </PanDownloadButton>
            {can(d, 'dispatch') && (
              <Button
                component={Link}
                to={courierAddFor([d.id])}
                variant="light"
                leftSection={<IconTruckDelivery size={16} aria-hidden />}
              >
                {t('panPages.info.sendByCourier')}
              </Button>
            )}
          </Group>
        </Next>
      );
    case 'hardcopy_sent':
      return (
        <Next color="cyan" title={t('panPages.info.hardcopyTitle')} testId="next-courier">
          {d.courier ? (
            <Text size="sm">
              {withSlots(t('panPages.info.sentBy', { company: d.courier.company, ...slots('docketNo') }), {
                docketNo: <b>{d.courier.docketNo}</b>,
              })}{' '}
              <Anchor component={Link} to={COURIER_ROUTES.merchant.view(d.courier.id)}>
                {t('panPages.info.viewCourier')}
              </Anchor>
            </Text>
          ) : (
            <Text size="sm">{t('panPages.info.sentByCourierNone')}</Text>
          )}
          <Text size="sm">{t('panPages.info.hardcopyText')}</Text>
        </Next>
      );
    case 'completed':
      return (
        <Next color="green" title={t('panPages.info.completedTitle')}>
          {t('panPages.info.completedText')}
        </Next>
      );
    default:
      return null;
  }
}

function Next({
  color,
  title,
  children,
  testId,
}: {
  color: string;
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Alert color={color} variant="light" title={title} data-testid={testId ?? 'next-step'}>
      <Stack gap="xs">{typeof children === 'string' ? <Text size="sm">{children}</Text> : children}</Stack>
    </Alert>
  );
}

function Reason({ remark }: { remark: string | null }) {
  const t = useT();
  return (
    <Text size="sm" data-testid="reason">
      {t('panPages.info.reason', { remark: remark?.trim() ? remark : '--' })}
    </Text>
  );
}

/** A draft: each step with whether it is done and a link to it; Continue goes to the first one not done. */
function DraftSteps({ d }: { d: ApplicationDetail }) {
  const t = useT();
  const missing = d.missingDocuments.map(useKindLabel()).join(', ');
  const cropped = (k: CropKind) => d.crops.some((c) => c.kind === k);
  const steps: { label: string; to: string; done: boolean; note: string }[] = [
    {
      label: t('panPages.info.stepForm'),
      to: R.form(d.category, d.appType, d.id),
      done: d.problems.length === 0,
      note: d.problems.length
        ? t('panPages.info.stepFormProblems', { count: d.problems.length })
        : t('panPages.info.stepFormComplete'),
    },
    {
      label: t('panPages.info.stepDocuments'),
      to: R.upload(d.id),
      done: d.missingDocuments.length === 0,
      note: d.missingDocuments.length
        ? t('panPages.info.stepDocumentsMissing', { documents: missing })
        : t('panPages.info.stepDocumentsUploaded'),
    },
    {
      label: t('panPages.info.stepCrops'),
      to: R.cropping(d.id),
      done: cropped('photo') && cropped('signature'),
      note:
        cropped('photo') && cropped('signature')
          ? t('panPages.info.stepCropsDone')
          : t('panPages.info.stepCropsMissing', {
              missing: cropped('photo') ? 'signature' : cropped('signature') ? 'photo' : 'both',
            }),
    },
    {
      label: t('panPages.info.stepSubmit'),
      to: R.preSubmit(d.id),
      done: false,
      note: t('panPages.info.stepSubmitNote', { amount: formatRupeeAmount(d.amount) }),
    },
  ];
  return (
    <Alert color="gray" variant="light" title={t('panPages.info.draftTitle')} data-testid="next-draft">
      <Stack gap="sm">
        <List spacing="xs" size="sm" center>
          {steps.map((s) => (
            <List.Item
              key={s.label}
              icon={
                <ThemeIcon size={20} radius="xl" color={s.done ? 'teal' : 'gray'} variant={s.done ? 'filled' : 'light'}>
                  {s.done ? <IconCheck size={12} aria-hidden /> : <IconCircleDashed size={12} aria-hidden />}
                </ThemeIcon>
              }
            >
              <Anchor component={Link} to={s.to} fw={600}>
                {s.label}
              </Anchor>{' '}
              <Text span size="sm" c="dimmed">
                {s.note}
              </Text>
            </List.Item>
          ))}
        </List>
        <Group>
          <Button component={Link} to={draftNextStep(d)} rightSection={<IconArrowRight size={16} aria-hidden />}>
            {t('panPages.info.continue')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

// ----- downloads, crops, documents ---------------------------------------------------------------

function Downloads({ d }: { d: ApplicationDetail }) {
  const t = useT();
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        {t('panPages.info.downloads')}
      </Title>
      <Stack gap="xs" align="stretch">
        <PanDownloadButton area="merchant" id={d.id} what="form" fullWidth>
          {d.appType === 'N' ? t('panPages.info.form49a') : t('panPages.info.formCsf')}
        </PanDownloadButton>
        {d.submittedAt && (
          <PanDownloadButton area="merchant" id={d.id} what="scan" fullWidth>
            {t('panPages.info.mergedScan')}
          </PanDownloadButton>
        )}
        {d.ackNo && (
          <PanDownloadButton area="merchant" id={d.id} what="ack" fullWidth>
            {t('panPages.info.ackSlip')}
          </PanDownloadButton>
        )}
      </Stack>
    </Card>
  );
}

function Crops({ d }: { d: ApplicationDetail }) {
  const t = useT();
  const kindLabel = useKindLabel();
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        {t('panPages.info.stepCrops')}
      </Title>
      <SimpleGrid cols={2} spacing="md">
        {(['photo', 'signature'] as const).map((kind) => {
          const crop = d.crops.find((c) => c.kind === kind);
          return (
            <Stack key={kind} gap={4} align="flex-start">
              <Text size="sm" c="dimmed">
                {kindLabel(kind)}
              </Text>
              {crop ? <CropImage id={d.id} kind={kind} version={crop.createdAt} /> : <Text fw={500}>--</Text>}
              {crop && (
                <Text size="xs" c="dimmed">
                  {t('panPages.info.cropSize', {
                    width: crop.width,
                    height: crop.height,
                    size: (crop.size / 1024).toFixed(1),
                  })}
                </Text>
              )}
            </Stack>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}

function CropImage({ id, kind, version }: { id: number; kind: CropKind; version: string }) {
  const t = useT();
  const { url, error } = useFileObjectUrl(cropPath('merchant', id, kind, version));
  if (error)
    return (
      <Text size="sm" c="red">
        {t('panPages.info.imageFailed')}
      </Text>
    );
  if (!url) return <Loader size="sm" aria-label={t('panPages.info.cropLoading', { kind })} />;
  return (
    <Image
      src={url}
      alt={t('panPages.info.cropAlt', { kind })}
      maw={kind === 'photo' ? 120 : 180}
      radius="sm"
      style={{ border: '1px solid var(--mantine-color-default-border)' }}
    />
  );
}

function Documents({ d }: { d: ApplicationDetail }) {
  const t = useT();
  const documentLabel = useKindLabel();
  const { formatDate } = useFormat();
  const [preview, setPreview] = useState<ApplicationFile | null>(null);
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        {t('panPages.info.documents')}
      </Title>
      {d.files.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('panPages.info.noDocuments')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" striped aria-label={t('panPages.info.documents')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('panPages.info.colDocument')}</Table.Th>
                <Table.Th>{t('panPages.info.colFile')}</Table.Th>
                <Table.Th>{t('panPages.info.colPages')}</Table.Th>
                <Table.Th>{t('panPages.info.colSize')}</Table.Th>
                <Table.Th>{t('panPages.info.colUploaded')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('panPages.info.colActions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.files.map((f) => (
                <Table.Tr key={f.id}>
                  <Table.Td>{documentLabel(f.kind)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{f.name}</Table.Td>
                  <Table.Td>{f.pages}</Table.Td>
                  <Table.Td>{t('panPages.info.fileSize', { size: (f.size / 1024).toFixed(1) })}</Table.Td>
                  <Table.Td>{formatDate(f.uploadedAt)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {f.mime.startsWith('image/') && (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          leftSection={<IconEye size={14} aria-hidden />}
                          onClick={() => setPreview(f)}
                          aria-label={t('panPages.info.viewFile', { name: f.name })}
                        >
                          {t('panPages.info.view')}
                        </Button>
                      )}
                      <DownloadButton path={documentPath('merchant', d.id, f.id)} file={f} size="compact-sm" />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={!!preview}
        onClose={() => setPreview(null)}
        title={preview ? `${documentLabel(preview.kind)}: ${preview.name}` : ''}
        size="xl"
      >
        {preview && <DocumentPreview appId={d.id} file={preview} />}
      </Modal>
    </Card>
  );
}

function DocumentPreview({ appId, file }: { appId: number; file: ApplicationFile }) {
  const t = useT();
  const documentLabel = useKindLabel();
  const { url, error } = useFileObjectUrl(documentPath('merchant', appId, file.id));
  if (error) return <FormErrorAlert error={error} />;
  if (!url)
    return (
      <Center py="xl">
        <Loader aria-label={t('panPages.info.loadingDocument')} />
      </Center>
    );
  return <Image src={url} alt={`${documentLabel(file.kind)} ${file.name}`} fit="contain" />;
}
