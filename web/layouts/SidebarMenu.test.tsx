import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../test/data-table';
import { SidebarMenu } from './SidebarMenu';
import { MERCHANT_MENU, visibleMenu } from './menus';

const owner = visibleMenu(MERCHANT_MENU, { role: 'merchant', kind: 'owner' });
const link = (name: string) => screen.getByRole('link', { name });

describe('sidebar menu', () => {
  it('opens the group of the page shown and marks its entry', () => {
    renderAt(<SidebarMenu items={owner} homePath="/merchant" />, '/merchant/user-management/staff-list');
    expect(screen.getByRole('button', { name: 'User Management' })).toHaveAttribute('aria-expanded', 'true');
    expect(link('Staff List')).toHaveAttribute('data-active', 'true');
    expect(link('Add Staff')).not.toHaveAttribute('data-active');
    expect(link('Dashboard')).not.toHaveAttribute('data-active');
  });

  it('keeps a list marked on the pages it opens, and the closest entry wins', () => {
    renderAt(<SidebarMenu items={owner} homePath="/merchant" />, '/merchant/user-management/view-frenchies/12');
    expect(screen.getByRole('button', { name: 'User Management' })).toHaveAttribute('aria-expanded', 'true');
    expect(link('Member List')).toHaveAttribute('data-active', 'true');
  });

  it('marks Add Staff, not Staff List, on the form', () => {
    renderAt(<SidebarMenu items={owner} homePath="/merchant" />, '/merchant/user-management/staff/new');
    expect(link('Add Staff')).toHaveAttribute('data-active', 'true');
    expect(link('Staff List')).not.toHaveAttribute('data-active');
  });

  it('marks Staff List on a staff member’s page', () => {
    renderAt(<SidebarMenu items={owner} homePath="/merchant" />, '/merchant/user-management/staff/7');
    expect(link('Staff List')).toHaveAttribute('data-active', 'true');
  });
});
