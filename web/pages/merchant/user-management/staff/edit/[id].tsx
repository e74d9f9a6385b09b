import { idParam } from '../../../../../api/route-params';
import { useNavigate, useParams } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MerchantStaffDetail } from '../../../../../../contract/merchant-staff';
import { ApiError } from '../../../../../api/client';
import { MERCHANT_STAFF_ROUTES, useMerchantStaff, useUpdateMerchantStaff } from '../../../../../api/merchant-staff';
import { FormErrorAlert } from '../../../../../components/FormErrorAlert';
import { StaffForm } from '../parts/StaffForm';
import { useT } from '../../../../../i18n/members';
import { NoSuchStaff, StaffPage } from '../parts/StaffPage';

/** /merchant/user-management/staff/edit/{id} (owner): a staff account's name, contact and services. */
export default function EditStaffPage() {
  const id = idParam(useParams().id);
  if (id === null) return <NoSuchStaff />;
  return <EditStaff key={id} id={id} />;
}

function EditStaff({ id }: { id: number }) {
  const t = useT();
  const detail = useMerchantStaff(id);
  const s = detail.data;
  return (
    <StaffPage
      title={s ? t('members.staffEdit.title', { name: s.displayName }) : t('members.staffEdit.titleEmpty')}
      description={s ? t('members.staffEdit.description', { code: s.code, userName: s.userName }) : undefined}
    >
      {detail.isError ? (
        <FormErrorAlert
          error={detail.error}
          title={
            detail.error instanceof ApiError && detail.error.status === 404
              ? t('members.staff.noSuch')
              : t('members.staff.loadFailed')
          }
        />
      ) : !s ? (
        <Center py="xl">
          <Loader aria-label={t('members.staff.loading')} />
        </Center>
      ) : (
        <EditForm staff={s} />
      )}
    </StaffPage>
  );
}

function EditForm({ staff }: { staff: MerchantStaffDetail }) {
  const t = useT();
  const navigate = useNavigate();
  const update = useUpdateMerchantStaff(staff.id);
  const view = MERCHANT_STAFF_ROUTES.view(staff.id);
  return (
    <StaffForm
      staff={staff}
      submitLabel={t('members.staffEdit.save')}
      pending={update.isPending}
      error={update.error}
      onDismissError={() => update.reset()}
      onCancel={() => navigate(view)}
      save={async ({ displayName, email, mobile, services }) => {
        const saved = await update.mutateAsync({ displayName, email, mobile, services });
        notifications.show({
          color: 'green',
          title: t('members.staffEdit.saved'),
          message: t('members.staffEdit.savedMessage', { name: saved.displayName }),
        });
        navigate(view);
      }}
    />
  );
}
