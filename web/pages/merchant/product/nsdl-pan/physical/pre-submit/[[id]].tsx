import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Alert, Anchor, Button, Divider, Grid, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPrinter } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { formatRupeeAmount as rupees } from '../../../../../../../contract/money';
import { NSDL_PAN } from '../../../../../../../contract/nsdl-pan/manifest';
import type { ConsentBody } from '../../../../../../../contract/privacy/notice';
import {
  SECTIONS,
  requiredDocuments,
  type ApplicationDetail,
  type Problem,
  type Section,
} from '../../../../../../../contract/nsdl-pan/index';
import {
  PAN_ROUTES,
  downloadApplicationFile,
  panKeys,
  useApplication,
  useSubmitApplication,
} from '../../../../../../api/nsdl-pan';
import { notifyDownloadError } from '../../../../../../api/table';
import { LoadingOverlay } from '../../../../../../components/LoadingOverlay';
import { sectionId } from '../../../../../../components/pan/ApplicationForm/form-state';
import { ApplicationCrops } from '../../../../../../components/pan/ApplicationDocuments';
import { can, idParam, RequestPageFrame } from '../../../../../../components/requests/index';
import {
  AnswersCheck,
  ChargePanel,
  ReadyCheck,
  SubmitPanelCard,
} from '../../../../../../components/requests/ChargePanel';
import {
  ApplicationHeader,
  ApplicationSummary,
  documentLabel,
} from '../../../../../../components/pan/ApplicationSummary';
import { useT } from '../../../../../../i18n/panPages';
import { useLabel } from '../../../../../../i18n/labels';

/**
 * /merchant/product/nsdl-pan/physical/pre-submit/:id: the whole application, what is still missing, print
 * and submit. Without an id (docs/product.md#merchant-portal names the bare address) it is the applications waiting to be
 * checked and submitted: the incomplete list, where each has its "Submit" link here.
 */
export default function PreSubmitPage() {
  const raw = useParams().id;
  if (raw === undefined) return <Navigate to={PAN_ROUTES.merchant.list('incomplete')} replace />;
  return <PreSubmit id={idParam(raw)} />;
}

function PreSubmit({ id }: { id: number | null }) {
  const t = useT();
  return (
    <RequestPageFrame
      title={t('panPages.preSubmit.title')}
      description={t('panPages.preSubmit.description')}
      query={useApplication('merchant', id)}
      invalid={id === null && t('panPages.common.invalidAddress')}
    >
      {(d) => (can(d, 'submit') ? <Review detail={d} /> : <AlreadySubmitted detail={d} />)}
    </RequestPageFrame>
  );
}

function AlreadySubmitted({ detail }: { detail: ApplicationDetail }) {
  const t = useT();
  return (
    <Alert
      color="blue"
      variant="light"
      title={t('panPages.common.applicationIs', {
        tokenNo: detail.tokenNo,
        state: detail.stateLabel.toLowerCase(),
      })}
      role="status"
    >
      {t('panPages.preSubmit.leftDraft')}{' '}
      <Anchor component={Link} to={PAN_ROUTES.merchant.info(detail.id)}>
        {t('panPages.common.viewApplication', { tokenNo: detail.tokenNo })}
      </Anchor>
    </Alert>
  );
}

function Review({ detail }: { detail: ApplicationDetail }) {
  const t = useT();
  const label = useLabel();
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

  const send = (consent?: ConsentBody) =>
    submit.mutate(consent, {
      onSuccess: (d) => {
        notifications.show({
          color: 'green',
          title: t('panPages.preSubmit.doneTitle'),
          message: t('panPages.preSubmit.doneMessage', { tokenNo: d.tokenNo, amount: rupees(d.amount) }),
        });
        navigate(PAN_ROUTES.merchant.info(d.id));
      },
      // What the server found missing may be newer than this page: read the application again.
      onError: () => void queryClient.invalidateQueries({ queryKey: panKeys.application('merchant', detail.id) }),
    });

  return (
    <Grid gutter="md">
      <LoadingOverlay
        visible={submit.isPending}
        fullScreen
        title={t('panPages.preSubmit.submitting')}
        description={t('panPages.preSubmit.submittingText')}
      />
      <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
        <Stack gap="md">
          <ApplicationHeader detail={detail} />
          {/* What goes on the card, seen before paying for it. */}
          <ApplicationCrops area="merchant" detail={detail} />
          <ApplicationSummary detail={detail} problems={problems} fixLink={fixLink} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
        <SubmitPanelCard>
          <AnswersCheck
            title={t('panPages.info.title')}
            problems={problems}
            fixLink={fixLink}
            sectionName={(section) => label(SECTIONS[section])}
          />
          <ReadyCheck ok={missingDocs.length === 0} title={t('panPages.preSubmit.documents')}>
            <List size="sm" spacing={2}>
              {needed.map((k) => (
                <List.Item key={k}>
                  {label(documentLabel(k))}:{' '}
                  {missingDocs.includes(k) ? (
                    <Text span c="red.8" size="sm">
                      {t('panPages.preSubmit.missing')}
                    </Text>
                  ) : (
                    t('panPages.preSubmit.uploaded')
                  )}
                </List.Item>
              ))}
            </List>
            <Anchor component={Link} to={PAN_ROUTES.merchant.upload(detail.id)} size="sm">
              {missingDocs.length ? t('panPages.preSubmit.uploadDocuments') : t('panPages.preSubmit.replaceDocuments')}
            </Anchor>
          </ReadyCheck>
          <ReadyCheck ok={missingCrops.length === 0} title={t('panPages.preSubmit.crops')}>
            <Text size="sm" c={missingCrops.length ? 'red.8' : 'dimmed'}>
              {missingCrops.length === 0
                ? t('panPages.preSubmit.cropsDone')
                : t('panPages.preSubmit.cropsMissing', {
                    missing: missingCrops.length === 2 ? 'both' : missingCrops[0],
                  })}
            </Text>
            <Anchor component={Link} to={PAN_ROUTES.merchant.cropping(detail.id)} size="sm">
              {missingCrops.length ? t('panPages.preSubmit.crop') : t('panPages.preSubmit.cropAgain')}
            </Anchor>
          </ReadyCheck>
          <Divider />
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            loading={printing}
            onClick={() => void print()}
          >
            {t('panPages.preSubmit.print')}
          </Button>
          <Text size="xs" c="dimmed" mt={-8}>
            {t('panPages.preSubmit.printNote', { form: detail.appType === 'N' ? 'form49a' : 'csf' })}
          </Text>
          <ChargePanel
            amount={detail.amount}
            noun="application"
            sendsTo="for verification"
            ready={ready}
            pending={submit.isPending}
            error={submit.error}
            onSubmit={send}
            privacy={NSDL_PAN.requests.application.key}
          />
        </SubmitPanelCard>
      </Grid.Col>
    </Grid>
  );
}
