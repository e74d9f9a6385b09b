import { MerchantPanList } from '../../../../../components/pan/merchant-lists';

/** /merchant/product/nsdl-pan/physical/list: every submitted application, with what each one needs next. */
export default function MerchantAllListPage() {
  return (
    <MerchantPanList
      name="all"
      description={
        'Every application you have submitted, in whatever state it is now. ' +
        'Filter by status, type or category in the column headers.'
      }
    />
  );
}
