import { HeaderBalance } from '../components/money/HeaderBalance';
import { OfflineDraftSync } from '../drafts/OfflineDraftSync';
import { MERCHANT_MENU } from './menus';
import { PortalShell } from './PortalShell';

export default function MerchantShell() {
  // docs/product.md#merchant-portal: the merchant header shows the available balance with a reload button.
  return (
    <PortalShell
      menu={MERCHANT_MENU}
      homePath="/merchant"
      headerExtra={
        <>
          <HeaderBalance />
          {/* Drafts saved on this phone without a network go to the portal once it is back (issue 29). */}
          <OfflineDraftSync />
        </>
      }
    />
  );
}
