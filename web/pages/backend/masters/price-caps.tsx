import { PriceCapForm } from '../../../../contract/receipts';
import { usePriceCaps, useSavePriceCaps } from '../../../api/receipts';
import { ServiceCapsPage } from '../../../components/money/ServiceCapsPage';
import { useT } from '../../../i18n/receipts';

/** /backend/masters/price-caps (issue 27, admin): the most any shop may charge its customer for each service. */
export default function PriceCapsPage() {
  const t = useT();
  return (
    <ServiceCapsPage
      query={usePriceCaps()}
      save={useSavePriceCaps()}
      schema={PriceCapForm}
      texts={{
        title: t('receipts.caps.title'),
        intro: t('receipts.caps.intro'),
        loadFailed: t('receipts.caps.loadFailed'),
        saved: t('receipts.caps.saved'),
        save: t('receipts.caps.save'),
        service: t('receipts.prices.service'),
        cap: t('receipts.prices.cap'),
        noCap: t('receipts.prices.noCap'),
        limitOf: (service) => t('receipts.caps.limitOf', { service }),
      }}
    />
  );
}
