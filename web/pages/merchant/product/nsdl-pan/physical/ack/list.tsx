import { MerchantPanList, SlipAction, ViewAction } from '../../../../../../components/pan/merchant-lists';
import { RowActions } from '../../../../../../components/requests';

/** /merchant/product/nsdl-pan/physical/ack/list: acknowledged by NSDL, with the acknowledgement slip. */
export default function MerchantAckListPage() {
  return (
    <MerchantPanList
      name="ack"
      description="Applications NSDL has acknowledged. Slip downloads the acknowledgement slip to give the applicant."
      // Slip and View side by side.
      rowActionsSize={180}
      rowActions={(row) => (
        <RowActions>
          <SlipAction row={row} />
          <ViewAction row={row} />
        </RowActions>
      )}
    />
  );
}
