import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { IconFileAlert } from '@tabler/icons-react';
import { PAN_LISTS } from '../../../../../../../contract/nsdl-pan';
import { PAN_ROUTES } from '../../../../../../api/nsdl-pan';
import { PanApplicationList } from '../../../../../../components/pan/PanApplicationList';
import { RowActions } from '../../../../../../components/requests/RequestList';
import { mainScreen, TinVerifyAction, ViewAction } from '../../../../../../components/pan/backend-lists';
import { useT } from '../../../../../../i18n/panPages';
import { useLabel } from '../../../../../../i18n/labels';

/** /backend/actions/nsdl-pan/physical/tin-rejection/list: NSDL/TIN objections, and corrected documents to check. */
export default function TinRejectionListPage() {
  const t = useT();
  const label = useLabel();
  return (
    <PanApplicationList
      area="backend"
      name="tin-rejection"
      title={label(PAN_LISTS.backend['tin-rejection'].title)}
      tokenLink={mainScreen}
      description={t('panPages.lists.backendTin')}
      toolbarExtra={
        <Button
          component={Link}
          to={PAN_ROUTES.backend.tinReject}
          size="sm"
          variant="light"
          leftSection={<IconFileAlert size={16} aria-hidden />}
        >
          {t('panPages.panInfo.recordTin')}
        </Button>
      }
      // TIN verify above View: the reason and the shop take the width.
      rowActionsSize={130}
      rowActions={(row) => (
        <RowActions>
          <TinVerifyAction row={row} />
          <ViewAction row={row} />
        </RowActions>
      )}
    />
  );
}
