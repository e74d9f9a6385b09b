import { Link, useParams } from 'react-router';
import { Alert, Anchor, Center, Loader } from '@mantine/core';
import { ApiError } from '../../api/client';
import { GST_ROUTES, useGstRequest, type GstKind } from '../../api/gst';
import { FormErrorAlert } from '../FormErrorAlert';
import { idParam } from '../requests';
import { FILING_TITLE, FilingForm } from './FilingForm';
import { REGISTRATION_TITLE, RegistrationForm } from './RegistrationForm';
import { NotEditable } from './RequestFormShell';

/**
 * A GST form's route: without an id it starts a new request; with one it resumes that draft (or says
 * the request is past editing). The form keeps its element when a first save adds the id to the address,
 * so what was typed stays.
 */
export function GstFormRoute({ kind }: { kind: GstKind }) {
  const raw = useParams().id;
  const id = raw === undefined ? null : idParam(raw);
  const query = useGstRequest('merchant', kind, id);
  const title = kind === 'registration' ? REGISTRATION_TITLE : FILING_TITLE;

  if (raw !== undefined && id === null) {
    return (
      <Alert color="red" variant="light" title="No such request" role="alert">
        The address does not name a request.{' '}
        <Anchor component={Link} to={GST_ROUTES.merchant.list(kind, 'drafts')}>
          Drafts
        </Anchor>
      </Alert>
    );
  }
  if (id !== null) {
    // A failed re-read behind a form being filled in keeps the form (and what was typed) on screen.
    if (query.isError && !query.data) return <FormErrorAlert error={query.error} title={query.error instanceof ApiError && query.error.status === 404 ? 'No such request' : 'Could not load the request'} />;
    if (!query.data)
      return (
        <Center py="xl">
          <Loader aria-label="Loading the request" />
        </Center>
      );
    if (query.data.state !== 'draft') return <NotEditable kind={kind} detail={query.data} title={title} />;
  }
  const d = query.data;
  if (kind === 'registration') return <RegistrationForm id={id} detail={d?.service === 'gst-registration' ? d : undefined} />;
  return <FilingForm id={id} detail={d?.service === 'gst-filing' ? d : undefined} />;
}
