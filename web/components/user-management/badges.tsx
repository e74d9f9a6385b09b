import { Badge } from '@mantine/core';
import { useT } from '../../i18n/backend';
import { useLabel } from '../../i18n/labels';
import {
  KIND_OPTIONS,
  KYC_STATUS_OPTIONS,
  REGISTRATION_STATUS_OPTIONS,
  ROLE_OPTIONS,
} from '../../../contract/lists/users';

type Options = readonly { value: string; label: string }[];

export function labelOf(options: Options, value: string | null | undefined): string {
  if (!value) return '';
  return options.find((o) => o.value === value)?.label ?? value;
}

export const roleLabel = (role: string | null | undefined) => labelOf(ROLE_OPTIONS, role?.toLowerCase());
export const kindLabel = (kind: string | null | undefined) => labelOf(KIND_OPTIONS, kind);

const STATUS_COLORS: Record<string, string> = {
  pending: 'yellow',
  submitted: 'yellow',
  approved: 'green',
  rejected: 'red',
  not_submitted: 'gray',
};

export function RegistrationStatusBadge({ status }: { status: string }) {
  const label = useLabel();
  return (
    <Badge variant="light" color={STATUS_COLORS[status] ?? 'gray'}>
      {label(labelOf(REGISTRATION_STATUS_OPTIONS, status))}
    </Badge>
  );
}

export function KycStatusBadge({ status }: { status: string | null | undefined }) {
  const s = status ?? 'not_submitted';
  const label = useLabel();
  return (
    <Badge variant="light" color={STATUS_COLORS[s] ?? 'gray'}>
      {label(labelOf(KYC_STATUS_OPTIONS, s))}
    </Badge>
  );
}

/** Lists answer 'yes'/'no'; detail calls answer a boolean. */
export function ActiveBadge({ active }: { active: boolean | string | null | undefined }) {
  const t = useT();
  const on = active === true || active === 'yes';
  return (
    <Badge variant="light" color={on ? 'green' : 'red'}>
      {on ? t('backend.badge.active') : t('backend.badge.inactive')}
    </Badge>
  );
}
