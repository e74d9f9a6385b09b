import { ID_SALE_COLUMNS } from '../../../../contract/lists/users';
import { LIST_PATHS } from '../../../api/user-management';
import { DataTable } from '../../../components/DataTable';
import { useT } from '../../../i18n/backend';
import { ListPage } from '../../../components/user-management/ListPage';

/** /backend/user-management/id-sale-list: every ID sold with an approved registration. */
export default function IdSaleListPage() {
  const t = useT();
  return (
    <ListPage title={t('backend.idSales.title')} description={t('backend.idSales.description')}>
      <DataTable<Record<string, unknown>>
        url={LIST_PATHS.idSales.list}
        exportUrl={LIST_PATHS.idSales.export}
        title={t('backend.idSales.table')}
        columns={ID_SALE_COLUMNS}
        cardRoles={{ displayName: 'title', code: 'field', idTypeName: 'field', price: 'field', soldAt: 'field' }}
      />
    </ListPage>
  );
}
