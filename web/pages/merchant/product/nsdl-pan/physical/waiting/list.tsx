import { MerchantPanList, ViewAction } from '../../../../../../components/pan/merchant-lists';

/** /merchant/product/nsdl-pan/physical/waiting/list: submitted, with the back office (waiting or verified). */
export default function MerchantWaitingListPage() {
  return (
    <MerchantPanList
      name="waiting"
      description={
        'Submitted applications with the back office: waiting to be verified, ' +
        'or verified and waiting for the acknowledgement number from NSDL.'
      }
      rowActions={(row) => <ViewAction row={row} />}
    />
  );
}
