import { MarginCapForm } from '../../../../contract/margins';
import { useMarginCaps, useSaveMarginCaps } from '../../../api/margins';
import { ServiceCapsPage } from '../../../components/money/ServiceCapsPage';
import { useT } from '../../../i18n/margins';

/** /backend/masters/margin-caps (issue 28 §2, admin): the most an owner may add for its franchise members, per service. */
export default function MarginCapsPage() {
  const t = useT();
  return (
    <ServiceCapsPage
      query={useMarginCaps()}
      save={useSaveMarginCaps()}
      schema={MarginCapForm}
      texts={{
        title: t('margins.caps.title'),
        intro: t('margins.caps.intro'),
        loadFailed: t('margins.caps.loadFailed'),
        saved: t('margins.caps.saved'),
        save: t('margins.caps.save'),
        service: t('margins.caps.service'),
        cap: t('margins.caps.cap'),
        noCap: t('margins.caps.noCap'),
        limitOf: (service) => t('margins.caps.limitOf', { service }),
      }}
    />
  );
}
