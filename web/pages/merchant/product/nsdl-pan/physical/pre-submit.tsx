import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Anchor, Button, Card, Divider, Grid, Group, List, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconPrinter, IconSend, IconWallet, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { formatRupeeAmount as rupees } from '../../../../../../contract/money';
import { SECTIONS, requiredDocuments, type ApplicationDetail, type Problem, type Section } from '../../../../../../contract/nsdl-pan';
import { ApiError } from '../../../../../api/client';
import { errorText } from '../../../../../api/error-text';
import { kycPathFor } from '../../../../../api/kyc';
import { shortfallOf } from '../../../../../api/money';
import { PAN_ROUTES, downloadApplicationFile, panKeys, useApplication, useSubmitApplication } from '../../../../../api/nsdl-pan';
import { notifyDownloadError } from '../../../../../api/table';
import { useAuth } from '../../../../../api/use-auth';
import { FormErrorAlert } from '../../../../../components/FormErrorAlert';
import { LoadingOverlay } from '../../../../../components/LoadingOverlay';
import { sectionId } from '../../../../../components/pan/ApplicationForm/form-state';
import { ApplicationCrops } from '../../../../../components/pan/ApplicationDocuments';
import { can, idParam, RequestPageFrame } from '../../../../../components/requests';
import { ApplicationHeader, ApplicationSummary, documentLabel } from '../../../../../components/pan/ApplicationSummary';

/** /merchant/product/nsdl-pan/physical/pre-submit/:id: the whole application, what is still missing, print and submit. */
export default function PreSubmitPage() {
  const raw = useParams().id;
  const id = idParam(raw);
  return (
    <RequestPageFrame
      title="Check and submit"
      description="Read the application through once more, print the form for signing, and submit it when everything is in place."
      query={useApplication('merchant', id)}
      invalid={id === null && 'The address does not name an application.'}
    >
      {(d) => (can(d, 'submit') ? <Review detail={d} /> : <AlreadySubmitted detail={d} />)}
    </RequestPageFrame>
  );
}

function AlreadySubmitted({ detail }: { detail: ApplicationDetail }) {
  return (
    <Alert color="blue" variant="light" title={`Application ${detail.tokenNo} is ${detail.stateLabel.toLowerCase()}`} role="status">
      It has already left the draft stage.{' '}
      <Anchor component={Link} to={PAN_ROUTES.merchant.info(detail.id)}>
        View application {detail.tokenNo}
      </Anchor>
    </Alert>
  );
}

function Check({ ok, title, children }: { ok: boolean; title: string; children?: ReactNode }) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap" data-testid="check" data-ok={ok}>
      <ThemeIcon color={ok ? 'green' : 'red'} variant="light" radius="xl" size="md" aria-hidden>
        {ok ? <IconCheck size={16} /> : <IconX size={16} />}
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} size="sm">
          {title}
          <VisuallyHidden>{ok ? ': done' : ': not done'}</VisuallyHidden>
        </Text>
        {children}
      </Stack>
    </Group>
  );
}

function Review({ detail }: { detail: ApplicationDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useSubmitApplication(detail.id);
  const [printing, setPrinting] = useState(false);
  const formUrl = PAN_ROUTES.merchant.form(detail.category, detail.appType, detail.id);
  const fixLink = (section: Section) => `${formUrl}#${sectionId(section)}`;
  const needed = requiredDocuments(detail.category, detail.appType);
  const missingDocs = detail.missingDocuments;
  const missingCrops = (['photo', 'signature'] as const).filter((k) => !detail.crops.some((c) => c.kind === k));
  // The server's problems are the contract's applicationProblems(), so their sections are the form's.
  const problems = detail.problems as Problem[];
  // One line per section, in the order of the form, with its first problem and a link to it.
  const bySection = [...new Set(problems.map((p) => p.section))].map((section) => [section, problems.filter((p) => p.section === section)] as const);
  const ready = problems.length === 0 && missingDocs.length === 0 && missingCrops.length === 0;

  const print = async () => {
    setPrinting(true);
    try {
      await downloadApplicationFile('merchant', detail.id, 'form');
    } catch (e) {
      notifyDownloadError(e);
    } finally {
      setPrinting(false);
    }
  };

  const send = () =>
    submit.mutate(undefined, {
      onSuccess: (d) => {
        notifications.show({ color: 'green', title: 'Application submitted', message: `${d.tokenNo} is waiting for verification; ${rupees(d.amount)} was charged to your wallet.` });
        navigate(PAN_ROUTES.merchant.info(d.id));
      },
      // What the server found missing may be newer than this page: read the application again.
      onError: () => void queryClient.invalidateQueries({ queryKey: panKeys.application('merchant', detail.id) }),
    });

  return (
    <Grid gutter="md">
      <LoadingOverlay visible={submit.isPending} fullScreen title="Submitting..." description="Charging your wallet and sending the application for verification" />
      <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
        <Stack gap="md">
          <ApplicationHeader detail={detail} />
          {/* What goes on the card, seen before paying for it. */}
          <ApplicationCrops area="merchant" detail={detail} />
          <ApplicationSummary detail={detail} problems={problems} fixLink={fixLink} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
        <Card withBorder radius="md" padding="lg" style={{ position: 'sticky', top: 76 }} data-testid="submit-panel">
          <Stack gap="md">
            <Title order={2} size="h4">
              Ready to submit?
            </Title>
            <Check ok={problems.length === 0} title="Application details">
              {problems.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Every answer is filled in.
                </Text>
              ) : (
                <>
                  <Text size="sm" c="red.8">
                    {problems.length} {problems.length === 1 ? 'answer needs' : 'answers need'} attention:
                  </Text>
                  <List size="sm" spacing={4} data-testid="problem-list">
                    {bySection.map(([section, list]) => (
                      <List.Item key={section}>
                        <Text span fw={600} size="sm">
                          {SECTIONS[section]}:
                        </Text>{' '}
                        {list[0].message}
                        {list.length > 1 ? ` (and ${list.length - 1} more)` : ''}{' '}
                        <Anchor component={Link} to={fixLink(section)} size="sm" aria-label={`Fix ${SECTIONS[section]}`}>
                          Fix
                        </Anchor>
                      </List.Item>
                    ))}
                  </List>
                </>
              )}
            </Check>
            <Check ok={missingDocs.length === 0} title="Documents">
              <List size="sm" spacing={2}>
                {needed.map((k) => (
                  <List.Item key={k}>
                    {documentLabel(k)}: {missingDocs.includes(k) ? <Text span c="red.8" size="sm">missing</Text> : 'uploaded'}
                  </List.Item>
                ))}
              </List>
              <Anchor component={Link} to={PAN_ROUTES.merchant.upload(detail.id)} size="sm">
                {missingDocs.length ? 'Upload the documents' : 'See or replace the documents'}
              </Anchor>
            </Check>
            <Check ok={missingCrops.length === 0} title="Photo and signature">
              <Text size="sm" c={missingCrops.length ? 'red.8' : 'dimmed'}>
                {missingCrops.length === 0 ? 'Both cropped from the signed form.' : `Not cropped yet: ${missingCrops.join(' and ')}.`}
              </Text>
              <Anchor component={Link} to={PAN_ROUTES.merchant.cropping(detail.id)} size="sm">
                {missingCrops.length ? 'Crop the photo and signature' : 'Crop them again'}
              </Anchor>
            </Check>
            <Divider />
            <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} loading={printing} onClick={() => void print()}>
              Print form
            </Button>
            <Text size="xs" c="dimmed" mt={-8}>
              The filled {detail.appType === 'N' ? 'Form 49A' : 'CSF'} as a PDF, for the applicant to sign before it is scanned.
            </Text>
            <Group justify="space-between" data-testid="price">
              <Text size="sm">Price</Text>
              <Text fw={700}>{rupees(detail.amount)}</Text>
            </Group>
            <SubmitError error={submit.error} />
            <Button size="md" leftSection={<IconSend size={18} aria-hidden />} disabled={!ready || submit.isPending} loading={submit.isPending} onClick={send}>
              Submit application
            </Button>
            <Text size="xs" c="dimmed" mt={-8}>
              {ready ? `Submitting charges ${rupees(detail.amount)} to your wallet and sends the application for verification.` : 'Submitting opens once everything above is done.'}
            </Text>
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}

/** Why a submit was refused: a short balance with a way to add money, KYC with a way to it, or what is missing. */
function SubmitError({ error }: { error: unknown }) {
  const { user } = useAuth();
  if (!error) return null;
  const short = shortfallOf(error);
  if (short) {
    return (
      <Alert color="red" variant="light" icon={<IconWallet size={18} />} title="Insufficient balance" role="alert" data-testid="shortfall">
        <Text size="sm">
          Your wallet has {rupees(short.balance)}; this application needs {rupees(short.needed)}. Add <b>{rupees(short.shortfall)}</b> to submit it.
        </Text>
        {user?.kind === 'staff' ? (
          <Text size="sm" mt="xs">
            Ask the owner of the shop to add money to the wallet.
          </Text>
        ) : (
          <Button component={Link} to={PAN_ROUTES.merchant.addMoney} size="xs" mt="xs">
            Add money
          </Button>
        )}
      </Alert>
    );
  }
  const body = error instanceof ApiError ? (error.body as { kycRequired?: unknown } | undefined) : undefined;
  if (error instanceof ApiError && error.status === 403 && body?.kycRequired) {
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title="KYC not approved" role="alert">
        <Text size="sm">{errorText(error)}</Text>
        <Button component={Link} to={kycPathFor(user?.kind)} size="xs" mt="xs">
          Go to my KYC
        </Button>
      </Alert>
    );
  }
  return <FormErrorAlert error={error} title="Not submitted" listFieldErrors />;
}
