import type { GstRequestDetail } from '../../../contract/gst';
import { GST_KEYS, GST_ROUTES, type GstKind } from '../../api/gst';
import { DraftFormRoute } from '../requests/RequestFormShell';
import { FILING_TITLE, FilingForm } from './FilingForm';
import { REGISTRATION_TITLE, RegistrationForm } from './RegistrationForm';
import { GST_SERVICES } from './services';
import { useT } from '../../i18n/gst';

/** A GST form's route: a new request, or its draft resumed (the shared draft route around GST's two forms). */
export function GstFormRoute({ kind }: { kind: GstKind }) {
  const t = useT();
  return (
    <DraftFormRoute<GstRequestDetail>
      service={GST_SERVICES[kind]}
      title={t(kind === 'registration' ? REGISTRATION_TITLE : FILING_TITLE)}
      draftsList={GST_ROUTES.merchant.list(kind, 'drafts')}
    >
      {(id, d) =>
        kind === 'registration' ? (
          <RegistrationForm id={id} detail={d?.service === GST_KEYS.registration ? d : undefined} />
        ) : (
          <FilingForm id={id} detail={d?.service === GST_KEYS.filing ? d : undefined} />
        )
      }
    </DraftFormRoute>
  );
}
