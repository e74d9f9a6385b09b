import { Link, useParams } from 'react-router';
import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import {
  DOCUMENT_KINDS,
  SCAN_LIMITS,
  requiredDocuments,
  type ApplicationDetail,
} from '../../../../../../../../contract/nsdl-pan/index';
import { PAN_ROUTES, useApplication } from '../../../../../../../api/nsdl-pan';
import { can, idParam, RequestPageFrame } from '../../../../../../../components/requests/index';
import { ApplicationHeader, documentLabel } from '../../../../../../../components/pan/ApplicationSummary';
import { DocumentUploader, type UploaderRow } from '../../../../../../../components/pan/DocumentUploader';
import { useT } from '../../../../../../../i18n/panPages';
import { useLabel } from '../../../../../../../i18n/labels';

const MB = 1024 * 1024;

/** /merchant/product/nsdl-pan/physical/upload/scanning/{id}: the signed form and the proofs of a draft. */
export default function ScanningPage() {
  const t = useT();
  const id = idParam(useParams().id);
  const app = useApplication('merchant', id);
  const d = app.data;
  return (
    <RequestPageFrame
      title={t('panPages.scanning.title')}
      description={t('panPages.scanning.description')}
      actions={
        d &&
        can(d, 'edit') && (
          <Button
            component={Link}
            to={PAN_ROUTES.merchant.form(d.category, d.appType, d.id)}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t('panPages.scanning.backToForm')}
          </Button>
        )
      }
      query={app}
      invalid={id === null && t('panPages.common.invalidAddress')}
    >
      {(d) => <Scanning detail={d} />}
    </RequestPageFrame>
  );
}

function Scanning({ detail: d }: { detail: ApplicationDetail }) {
  const t = useT();
  const label = useLabel();
  // The documents change with the draft; after submission they are shown as they were sent.
  const draft = can(d, 'edit');
  const required = requiredDocuments(d.category, d.appType);
  const rows: UploaderRow[] = DOCUMENT_KINDS.filter((k) => k.value !== 'tin').map((k) => ({
    kind: k.value,
    required: required.includes(k.value),
    hint: k.value === 'form' ? t('panPages.scanning.formHint') : undefined,
  }));
  const hasForm = d.files.some((f) => f.kind === 'form');

  return (
    <Stack gap="md">
      <ApplicationHeader detail={d} />
      {!draft && (
        <Alert
          color="yellow"
          variant="light"
          title={t('panPages.scanning.lockedTitle')}
          icon={<IconInfoCircle size={18} />}
        >
          {t('panPages.scanning.lockedText', { state: d.stateLabel.toLowerCase() })}{' '}
          <Text component={Link} to={PAN_ROUTES.merchant.info(d.id)} c="blue" inherit>
            {t('panPages.scanning.seeApplication')}
          </Text>
        </Alert>
      )}
      <Card withBorder padding="md">
        <Title order={2} size="h4" mb="xs">
          {t('panPages.scanning.limits')}
        </Title>
        <List size="sm" spacing={4} data-testid="scan-limits">
          <List.Item>{t('panPages.scanning.limitTypes')}</List.Item>
          <List.Item>
            {t('panPages.scanning.limitFile', { mb: SCAN_LIMITS.uploadMaxBytes / MB, pages: SCAN_LIMITS.pdfMaxPages })}
          </List.Item>
          <List.Item>{t('panPages.scanning.limitFiles', { files: SCAN_LIMITS.filesPerApplication })}</List.Item>
          <List.Item>
            {t('panPages.scanning.limitMerged', {
              pages: SCAN_LIMITS.mergedMaxPages,
              dpi: SCAN_LIMITS.dpi,
              kb: SCAN_LIMITS.pageMaxBytes / 1024,
            })}
          </List.Item>
        </List>
        <Text size="sm" mt="xs" c="dimmed">
          {t('panPages.scanning.mergeNote', { dpi: SCAN_LIMITS.dpi })}
        </Text>
      </Card>
      {draft && d.missingDocuments.length > 0 && (
        <Alert
          color="orange"
          variant="light"
          title={t('panPages.scanning.stillNeeded')}
          data-testid="missing-documents"
        >
          {d.missingDocuments.map((k) => label(documentLabel(k))).join(', ')}
        </Alert>
      )}
      <DocumentUploader detail={d} rows={rows} editable={draft} />
      {draft && (
        <Group justify="flex-end" gap="sm" wrap="wrap">
          {!hasForm && (
            <Text size="sm" c="dimmed">
              {t('panPages.scanning.uploadFormFirst')}
            </Text>
          )}
          {hasForm ? (
            <Button
              component={Link}
              to={PAN_ROUTES.merchant.cropping(d.id)}
              rightSection={<IconArrowRight size={16} aria-hidden />}
            >
              {t('panPages.scanning.continue')}
            </Button>
          ) : (
            <Button disabled rightSection={<IconArrowRight size={16} aria-hidden />}>
              {t('panPages.scanning.continue')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
