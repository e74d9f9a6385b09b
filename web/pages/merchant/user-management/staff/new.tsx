import { useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import { MERCHANT_STAFF_ROUTES, useCreateMerchantStaff } from '../../../../api/merchant-staff';
import { StaffForm } from './parts/StaffForm';
import { StaffPage } from './parts/StaffPage';
import { useT } from '../../../../i18n/members';

/** /merchant/user-management/staff/new (owner): add a staff account and tick the services it may work on. */
export default function AddStaffPage() {
  const t = useT();
  const navigate = useNavigate();
  const create = useCreateMerchantStaff();
  return (
    <StaffPage title={t('members.staffNew.title')} description={t('members.staffNew.description')}>
      <StaffForm
        submitLabel={t('members.staffNew.submit')}
        pending={create.isPending}
        error={create.error}
        onDismissError={() => create.reset()}
        onCancel={() => navigate(MERCHANT_STAFF_ROUTES.list)}
        save={async ({ displayName, userName, email, mobile, password, confirm, services }) => {
          const staff = await create.mutateAsync({ displayName, userName, email, mobile, password, confirm, services });
          notifications.show({
            color: 'green',
            title: t('members.staffNew.added'),
            message: t('members.staffNew.addedMessage', {
              name: staff.displayName,
              code: staff.code,
              userName: staff.userName,
            }),
          });
          navigate(MERCHANT_STAFF_ROUTES.view(staff.id));
        }}
      />
    </StaffPage>
  );
}
