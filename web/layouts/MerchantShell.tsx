import { HeaderBalance } from '../components/money/HeaderBalance';
import { MERCHANT_MENU } from './menus';
import { PortalShell } from './PortalShell';

export default function MerchantShell() {
  // docs/product.md#merchant-portal: the merchant header shows the available balance with a reload button.
  return <PortalShell menu={MERCHANT_MENU} homePath="/merchant" headerExtra={<HeaderBalance />} />;
}
