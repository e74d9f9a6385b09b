import { useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import { MERCHANT_STAFF_ROUTES, useCreateMerchantStaff } from '../../../../api/merchant-staff';
import { StaffForm } from './parts/StaffForm';
import { StaffPage } from './parts/StaffPage';

/** /merchant/user-management/staff/new (owner): add a staff account and tick the services it may work on. */
export default function AddStaffPage() {
  const navigate = useNavigate();
  const create = useCreateMerchantStaff();
  return (
    <StaffPage
      title="Add Staff"
      description="A staff account signs in with its own user name and works on your shop’s wallet, on the services you tick."
    >
      <StaffForm
        submitLabel="Add Staff"
        pending={create.isPending}
        error={create.error}
        onDismissError={() => create.reset()}
        onCancel={() => navigate(MERCHANT_STAFF_ROUTES.list)}
        save={async ({ displayName, userName, email, mobile, password, confirm, services }) => {
          const staff = await create.mutateAsync({ displayName, userName, email, mobile, password, confirm, services });
          notifications.show({
            color: 'green',
            title: 'Staff added',
            message: `${staff.displayName} (${staff.code}) can now sign in as ${staff.userName}.`,
          });
          navigate(MERCHANT_STAFF_ROUTES.view(staff.id));
        }}
      />
    </StaffPage>
  );
}
