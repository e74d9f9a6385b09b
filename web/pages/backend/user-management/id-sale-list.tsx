import { ID_SALE_COLUMNS } from '../../../../contract/lists/users';
import { LIST_PATHS } from '../../../api/user-management';
import { DataTable } from '../../../components/DataTable';
import { ListPage } from '../../../components/user-management/ListPage';

/** /backend/user-management/id-sale-list: every ID sold with an approved registration. */
export default function IdSaleListPage() {
  return (
    <ListPage
      title="ID Sales"
      description="Every ID sold when a registration was approved: type, merchant, date and price."
    >
      <DataTable<Record<string, unknown>>
        url={LIST_PATHS.idSales.list}
        exportUrl={LIST_PATHS.idSales.export}
        title="ID sales"
        columns={ID_SALE_COLUMNS}
        cardRoles={{ displayName: 'title', code: 'field', idTypeName: 'field', price: 'field', soldAt: 'field' }}
      />
    </ListPage>
  );
}
