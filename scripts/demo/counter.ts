import type { AppContext } from '../../server/context';
import type { AuthUser } from '../../server/lib/access';
import { saveSettings } from '../../server/modules/messaging/service';
import { createReceiptService } from '../../server/modules/receipts/service';

/**
 * The first shop's counter (issue 27): its own prices a little above the portal's, the office's limit on GST
 * registration, and SMS and WhatsApp for its top-ups, so the demo's top-ups and requests leave receipts at the
 * shop's prices and messages in the outbox (sent to the sandbox once the server runs).
 */
export async function seedCounter(ctx: AppContext, shop: AuthUser, admin: AuthUser): Promise<void> {
  const db = ctx.database.db;
  const receipts = createReceiptService(db, (merchantId, code) => ctx.services.masters.priceFor(merchantId, code));
  await receipts.saveCaps(admin.id, { caps: [{ code: 'GST_REGISTRATION', cap: 1500 }] }, null);
  await receipts.savePrices(
    shop,
    {
      rates: [
        { code: 'NSDL_PHYSICAL_NEW', price: 150 },
        { code: 'NSDL_PHYSICAL_CHANGE', price: 150 },
        { code: 'GST_REGISTRATION', price: 999 },
      ],
    },
    null,
  );
  await saveSettings(db, shop.merchantId!, {
    topup_credited: { sms: true, whatsapp: true },
    low_balance: { sms: false, whatsapp: false },
    application_rejected: { sms: true, whatsapp: false },
    lowBalanceRupees: null,
  });
}
