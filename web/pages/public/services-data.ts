import type { Icon } from '@tabler/icons-react';
import {
  IconBuildingBank,
  IconCar,
  IconCertificate,
  IconDeviceMobile,
  IconFingerprint,
  IconHeartbeat,
  IconId,
  IconPigMoney,
  IconReceipt,
  IconReceiptTax,
  IconShieldCheck,
  IconTrendingUp,
  IconUmbrella,
} from '@tabler/icons-react';

import type { MessageId } from '../../../contract/i18n';

/** `title` and `description` are the texts' ids in the `site` catalogue. */
export type Service = { key: string; title: MessageId; description: MessageId; icon: Icon };

/** docs/product.md#public-site: the thirteen advertised services, PAN first because it is what the portal is built around. */
export const SERVICES: Service[] = [
  {
    key: 'pancard',
    title: 'site.service.pancard.title',
    description: 'site.service.pancard.description',
    icon: IconId,
  },
  {
    key: 'recharges',
    title: 'site.service.recharges.title',
    description: 'site.service.recharges.description',
    icon: IconDeviceMobile,
  },
  {
    key: 'aeps',
    title: 'site.service.aeps.title',
    description: 'site.service.aeps.description',
    icon: IconFingerprint,
  },
  {
    key: 'bbps',
    title: 'site.service.bbps.title',
    description: 'site.service.bbps.description',
    icon: IconReceipt,
  },
  {
    key: 'micro-atm',
    title: 'site.service.microAtm.title',
    description: 'site.service.microAtm.description',
    icon: IconBuildingBank,
  },
  {
    key: 'digital-signature',
    title: 'site.service.digitalSignature.title',
    description: 'site.service.digitalSignature.description',
    icon: IconCertificate,
  },
  {
    key: 'car-insurance',
    title: 'site.service.carInsurance.title',
    description: 'site.service.carInsurance.description',
    icon: IconCar,
  },
  {
    key: 'general-insurance',
    title: 'site.service.generalInsurance.title',
    description: 'site.service.generalInsurance.description',
    icon: IconUmbrella,
  },
  {
    key: 'health-insurance',
    title: 'site.service.healthInsurance.title',
    description: 'site.service.healthInsurance.description',
    icon: IconHeartbeat,
  },
  {
    key: 'life-insurance',
    title: 'site.service.lifeInsurance.title',
    description: 'site.service.lifeInsurance.description',
    icon: IconShieldCheck,
  },
  {
    key: 'mutual-fund',
    title: 'site.service.mutualFund.title',
    description: 'site.service.mutualFund.description',
    icon: IconTrendingUp,
  },
  {
    key: 'nps',
    title: 'site.service.nps.title',
    description: 'site.service.nps.description',
    icon: IconPigMoney,
  },
  {
    key: 'tds',
    title: 'site.service.tds.title',
    description: 'site.service.tds.description',
    icon: IconReceiptTax,
  },
];
