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
import { CROP_SPECS } from '../../../../../../../contract/nsdl-pan/index';
import { COURIER_ROUTES } from '../../../../../../api/couriers';
import {
  cropPath,
  documentPath,
  draftNextStep,
  PAN_ROUTES,
  useApplication,
  useFileObjectUrl,
} from '../../../../../../api/nsdl-pan';
import { formatDate } from '../../../../../../components/DataTable/index';
import { FormErrorAlert } from '../../../../../../components/FormErrorAlert';
import {
  ApplicationHeader,
  ApplicationSummary,
  ApplicationTimeline,
  documentLabel,
} from '../../../../../../components/pan/ApplicationSummary';
import { courierAddFor } from '../../../../../../components/pan/merchant-states';
import { PanDownloadButton } from '../../../../../../components/pan/PanDownloadButton';
import { can, idParam, RequestPageFrame } from '../../../../../../components/requests/index';
import { DownloadButton } from '../../../../../../components/requests/DownloadButton';

const R = PAN_ROUTES.merchant;

/** /merchant/product/nsdl-pan/physical/info/{id}: one application, what to do next, its files and its history. */
export default function MerchantPanInfoPage() {
  const raw = useParams().id;
  return <Info key={raw} id={idParam(raw)} />;
}

function Info({ id }: { id: number | null }) {
  const q = useApplication('merchant', id);
  const draft = q.data?.state === 'draft';
  return (
    <RequestPageFrame
      eyebrow="NSDL PAN"
      title="Application details"
      back={
        draft
          ? { to: R.list('incomplete'), label: 'Incomplete applications' }
          : { to: R.list('list'), label: 'All applications' }
      }
      query={q}
      invalid={id === null && 'The address does not name an application.'}
    >
      {(d) => (
        <>
          <ApplicationHeader detail={d} />
          <NextStep d={d} />
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="md">
                <Downloads d={d} />
                <Crops d={d} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Card withBorder padding="md" h="100%">
                <Title order={2} size="h4" mb="sm">
                  History
                </Title>
                <ApplicationTimeline detail={d} />
              </Card>
            </Grid.Col>
          </Grid>
          <Documents d={d} />
          <Title order={2} size="h3">
            Application
          </Title>
          <ApplicationSummary detail={d} />
        </>
      )}
    </RequestPageFrame>
  );
}

// ----- what to do next ---------------------------------------------------------------------------

function NextStep({ d }: { d: ApplicationDetail }) {
  switch (d.state) {
    case 'draft':
      return <DraftSteps d={d} />;
    case 'waiting':
      return (
        <Next color="yellow" title="Waiting for verification">
          <Text size="sm">
            Submitted on {d.submittedAt ? formatDate(d.submittedAt) : '--'}. The back office checks the application, the
            scans, the photograph and the signature; nothing is needed from you now.
          </Text>
        </Next>
      );
    case 'verified':
      return (
        <Next color="blue" title="Verified">
          The back office has verified the application and sent it to NSDL. The acknowledgement number will appear here
          when it is entered.
        </Next>
      );
    case 'rejected':
      return (
        <Next color="red" title="Rejected" testId="next-rejected">
          <Reason remark={d.remark} />
          <Text size="sm">The amount charged was refunded to your wallet.</Text>
          {d.reappliedAs ? (
            <Text size="sm">
              Already reapplied as{' '}
              <Anchor component={Link} to={R.info(d.reappliedAs.id)}>
                {d.reappliedAs.tokenNo}
              </Anchor>
              .
            </Text>
          ) : (
            can(d, 'reapply') && (
              <Group>
                <Button component={Link} to={R.reapply(d.id)} leftSection={<IconRefresh size={16} aria-hidden />}>
                  Reapply
                </Button>
              </Group>
            )
          )}
        </Next>
      );
    case 'cancelled':
      return (
        <Next color="red" title="Cancelled">
          <Reason remark={d.remark} />
          <Text size="sm">The amount charged was refunded to your wallet.</Text>
        </Next>
      );
    case 'tin_rejected':
      return (
        <Next color="orange" title="TIN rejection: corrected documents needed" testId="next-tin">
          <Reason remark={d.remark} />
          {can(d, 'tin_resubmit') && d.ackNo && (
            <Group>
              <Button component={Link} to={R.tinUpload(d.ackNo)} leftSection={<IconUpload size={16} aria-hidden />}>
                Upload corrected documents
              </Button>
            </Group>
          )}
        </Next>
      );
    case 'tin_resubmitted':
      return (
        <Next color="grape" title="Corrected documents uploaded">
          The back office checks the corrected documents and sends them to NSDL again.
        </Next>
      );
    case 'acknowledged':
      return (
        <Next color="teal" title="Acknowledged" testId="next-ack">
          <Text size="sm">
            NSDL acknowledged the application with number <b>{d.ackNo}</b>. Give the applicant the acknowledgement slip,
            and send the signed form to the back office by courier.
          </Text>
          <Group gap="sm" wrap="wrap">
            <PanDownloadButton area="merchant" id={d.id} what="ack" variant="filled">
              Download acknowledgement slip
            </PanDownloadButton>
            {can(d, 'dispatch') && (
              <Button
                component={Link}
                to={courierAddFor([d.id])}
                variant="light"
                leftSection={<IconTruckDelivery size={16} aria-hidden />}
              >
                Send by courier
              </Button>
            )}
          </Group>
        </Next>
      );
    case 'hardcopy_sent':
      return (
        <Next color="cyan" title="Hard copy sent" testId="next-courier">
          {d.courier ? (
            <Text size="sm">
              Sent by {d.courier.company}, docket number <b>{d.courier.docketNo}</b>.{' '}
              <Anchor component={Link} to={COURIER_ROUTES.merchant.view(d.courier.id)}>
                View the courier
              </Anchor>
            </Text>
          ) : (
            <Text size="sm">Sent by courier: --</Text>
          )}
          <Text size="sm">The application is completed when the back office receives it.</Text>
        </Next>
      );
    case 'completed':
      return (
        <Next color="green" title="Completed">
          The back office received the signed form. Nothing more is needed.
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
  return (
    <Text size="sm" data-testid="reason">
      Reason: {remark?.trim() ? remark : '--'}
    </Text>
  );
}

/** A draft: each step with whether it is done and a link to it; Continue goes to the first one not done. */
function DraftSteps({ d }: { d: ApplicationDetail }) {
  const cropped = (k: CropKind) => d.crops.some((c) => c.kind === k);
  const steps: { label: string; to: string; done: boolean; note: string }[] = [
    {
      label: 'Application form',
      to: R.form(d.category, d.appType, d.id),
      done: d.problems.length === 0,
      note: d.problems.length
        ? `${d.problems.length} ${d.problems.length === 1 ? 'thing' : 'things'} to fill or fix`
        : 'Complete',
    },
    {
      label: 'Signed form and proofs',
      to: R.upload(d.id),
      done: d.missingDocuments.length === 0,
      note: d.missingDocuments.length
        ? `Still needed: ${d.missingDocuments.map(documentLabel).join(', ')}`
        : 'Uploaded',
    },
    {
      label: 'Photograph and signature',
      to: R.cropping(d.id),
      done: cropped('photo') && cropped('signature'),
      note:
        cropped('photo') && cropped('signature')
          ? 'Cropped'
          : `Still to crop: ${(['photo', 'signature'] as const)
              .filter((k) => !cropped(k))
              .map((k) => CROP_SPECS[k].label.toLowerCase())
              .join(' and ')}`,
    },
    {
      label: 'Check and submit',
      to: R.preSubmit(d.id),
      done: false,
      note: `Pay ${formatRupeeAmount(d.amount)} from your wallet and send it for verification`,
    },
  ];
  return (
    <Alert color="gray" variant="light" title="Incomplete: not submitted yet" data-testid="next-draft">
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
            Continue
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

// ----- downloads, crops, documents ---------------------------------------------------------------

function Downloads({ d }: { d: ApplicationDetail }) {
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        Downloads
      </Title>
      <Stack gap="xs" align="stretch">
        <PanDownloadButton area="merchant" id={d.id} what="form" fullWidth>
          {d.appType === 'N' ? 'Form 49A (PDF)' : 'CSF form (PDF)'}
        </PanDownloadButton>
        {d.submittedAt && (
          <PanDownloadButton area="merchant" id={d.id} what="scan" fullWidth>
            Merged scan sent (PDF)
          </PanDownloadButton>
        )}
        {d.ackNo && (
          <PanDownloadButton area="merchant" id={d.id} what="ack" fullWidth>
            Acknowledgement slip (PDF)
          </PanDownloadButton>
        )}
      </Stack>
    </Card>
  );
}

function Crops({ d }: { d: ApplicationDetail }) {
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        Photograph and signature
      </Title>
      <SimpleGrid cols={2} spacing="md">
        {(['photo', 'signature'] as const).map((kind) => {
          const crop = d.crops.find((c) => c.kind === kind);
          return (
            <Stack key={kind} gap={4} align="flex-start">
              <Text size="sm" c="dimmed">
                {CROP_SPECS[kind].label}
              </Text>
              {crop ? <CropImage id={d.id} kind={kind} version={crop.createdAt} /> : <Text fw={500}>--</Text>}
              {crop && (
                <Text size="xs" c="dimmed">
                  {crop.width} × {crop.height} px · {(crop.size / 1024).toFixed(1)} KB
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
  const { url, error } = useFileObjectUrl(cropPath('merchant', id, kind, version));
  if (error)
    return (
      <Text size="sm" c="red">
        Could not load the image
      </Text>
    );
  if (!url) return <Loader size="sm" aria-label={`Loading ${CROP_SPECS[kind].label.toLowerCase()}`} />;
  return (
    <Image
      src={url}
      alt={`Cropped ${CROP_SPECS[kind].label.toLowerCase()}`}
      maw={kind === 'photo' ? 120 : 180}
      radius="sm"
      style={{ border: '1px solid var(--mantine-color-default-border)' }}
    />
  );
}

function Documents({ d }: { d: ApplicationDetail }) {
  const [preview, setPreview] = useState<ApplicationFile | null>(null);
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        Uploaded documents
      </Title>
      {d.files.length === 0 ? (
        <Text size="sm" c="dimmed">
          No documents uploaded yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" striped aria-label="Uploaded documents">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Document</Table.Th>
                <Table.Th>File</Table.Th>
                <Table.Th>Pages</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th>Uploaded</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.files.map((f) => (
                <Table.Tr key={f.id}>
                  <Table.Td>{documentLabel(f.kind)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{f.name}</Table.Td>
                  <Table.Td>{f.pages}</Table.Td>
                  <Table.Td>{(f.size / 1024).toFixed(1)} KB</Table.Td>
                  <Table.Td>{formatDate(f.uploadedAt)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {f.mime.startsWith('image/') && (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          leftSection={<IconEye size={14} aria-hidden />}
                          onClick={() => setPreview(f)}
                          aria-label={`View ${f.name}`}
                        >
                          View
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
  const { url, error } = useFileObjectUrl(documentPath('merchant', appId, file.id));
  if (error) return <FormErrorAlert error={error} />;
  if (!url)
    return (
      <Center py="xl">
        <Loader aria-label="Loading document" />
      </Center>
    );
  return <Image src={url} alt={`${documentLabel(file.kind)} ${file.name}`} fit="contain" />;
}
