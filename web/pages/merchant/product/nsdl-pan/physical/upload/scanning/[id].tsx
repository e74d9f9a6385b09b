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

const MB = 1024 * 1024;

/** /merchant/product/nsdl-pan/physical/upload/scanning/{id}: the signed form and the proofs of a draft. */
export default function ScanningPage() {
  const id = idParam(useParams().id);
  const app = useApplication('merchant', id);
  const d = app.data;
  return (
    <RequestPageFrame
      title="Upload documents"
      description="The signed application form and the proofs, scanned."
      actions={
        d &&
        can(d, 'edit') && (
          <Button
            component={Link}
            to={PAN_ROUTES.merchant.form(d.category, d.appType, d.id)}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Back to the form
          </Button>
        )
      }
      query={app}
      invalid={id === null && 'The address does not name an application.'}
    >
      {(d) => <Scanning detail={d} />}
    </RequestPageFrame>
  );
}

function Scanning({ detail: d }: { detail: ApplicationDetail }) {
  // The documents change with the draft; after submission they are shown as they were sent.
  const draft = can(d, 'edit');
  const required = requiredDocuments(d.category, d.appType);
  const rows: UploaderRow[] = DOCUMENT_KINDS.filter((k) => k.value !== 'tin').map((k) => ({
    kind: k.value,
    required: required.includes(k.value),
    hint:
      k.value === 'form'
        ? 'Scan every page of the signed form; the photograph and signature are cropped from it.'
        : undefined,
  }));
  const hasForm = d.files.some((f) => f.kind === 'form');

  return (
    <Stack gap="md">
      <ApplicationHeader detail={d} />
      {!draft && (
        <Alert
          color="yellow"
          variant="light"
          title="Documents can no longer be changed"
          icon={<IconInfoCircle size={18} />}
        >
          This application is {d.stateLabel.toLowerCase()}; its documents are shown as they were sent.{' '}
          <Text component={Link} to={PAN_ROUTES.merchant.info(d.id)} c="blue" inherit>
            See the application
          </Text>
        </Alert>
      )}
      <Card withBorder padding="md">
        <Title order={2} size="h4" mb="xs">
          Limits
        </Title>
        <List size="sm" spacing={4} data-testid="scan-limits">
          <List.Item>
            JPEG, PNG or PDF files, checked by their content (a renamed file is refused). The signed form must be JPEG
            or PNG images.
          </List.Item>
          <List.Item>
            At most {SCAN_LIMITS.uploadMaxBytes / MB} MB a file, and at most {SCAN_LIMITS.pdfMaxPages} pages a PDF.
          </List.Item>
          <List.Item>At most {SCAN_LIMITS.filesPerApplication} files an application.</List.Item>
          <List.Item>
            Everything together at most {SCAN_LIMITS.mergedMaxPages} pages; each page is sent at {SCAN_LIMITS.dpi} dpi
            within {SCAN_LIMITS.pageMaxBytes / 1024} KB.
          </List.Item>
        </List>
        <Text size="sm" mt="xs" c="dimmed">
          At submission the server merges the signed form and the proofs, in that order, into one PDF within NSDL&apos;s
          limits. Scan on a plain background at {SCAN_LIMITS.dpi} dpi so every page fits.
        </Text>
      </Card>
      {draft && d.missingDocuments.length > 0 && (
        <Alert color="orange" variant="light" title="Still needed" data-testid="missing-documents">
          {d.missingDocuments.map(documentLabel).join(', ')}
        </Alert>
      )}
      <DocumentUploader detail={d} rows={rows} editable={draft} />
      {draft && (
        <Group justify="flex-end" gap="sm" wrap="wrap">
          {!hasForm && (
            <Text size="sm" c="dimmed">
              Upload the signed application form to crop the photograph and signature from it.
            </Text>
          )}
          {hasForm ? (
            <Button
              component={Link}
              to={PAN_ROUTES.merchant.cropping(d.id)}
              rightSection={<IconArrowRight size={16} aria-hidden />}
            >
              Continue to cropping
            </Button>
          ) : (
            <Button disabled rightSection={<IconArrowRight size={16} aria-hidden />}>
              Continue to cropping
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
