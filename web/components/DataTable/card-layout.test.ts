import { describe, expect, it } from 'vitest';
import type { ColumnDef } from '../../../contract/table';
import { cardLayout } from './card-layout';

const col = (field: string, type: ColumnDef['type'] = 'text', label = field): ColumnDef => ({ field, label, type });

describe('cardLayout (a row as a card on a phone)', () => {
  it('makes the status column the badge, the first other column the heading and the next four the lines', () => {
    const columns = [
      col('refNo'),
      col('dated', 'date'),
      col('status', 'enum', 'Status'),
      col('name'),
      col('mobile'),
      col('amount', 'amount'),
      col('remark'),
    ];
    expect(cardLayout(columns)).toEqual({
      title: 'refNo',
      badge: 'status',
      fields: ['dated', 'name', 'mobile', 'amount'],
    });
  });

  it('takes an enum headed Status as the badge, but not a text column that happens to be called state', () => {
    expect(cardLayout([col('code'), col('active', 'enum', 'Status')]).badge).toBe('active');
    // A registration's state is where the shop is, not a status.
    expect(cardLayout([col('refNo'), col('state', 'text', 'State'), col('status', 'enum', 'Status')]).badge).toBe(
      'status',
    );
    expect(cardLayout([col('name'), col('state', 'text', 'State')]).badge).toBeNull();
  });

  it('follows the list where it names roles, showing only the lines it names', () => {
    const columns = [
      col('id', 'number'),
      col('dispatch_date', 'date'),
      col('company'),
      col('docket_no'),
      col('items', 'number'),
      col('state', 'enum', 'Status'),
    ];
    expect(cardLayout(columns, { docket_no: 'title', company: 'field', items: 'field' })).toEqual({
      title: 'docket_no',
      badge: 'state',
      fields: ['company', 'items'],
    });
    expect(cardLayout(columns, { state: 'hidden', id: 'hidden' })).toEqual({
      title: 'dispatch_date',
      badge: null,
      fields: ['company', 'docket_no', 'items'],
    });
  });

  it('leaves out named lines whose columns are hidden rather than falling back to others', () => {
    // The user hid Items with the columns menu: it is not in the visible columns passed in.
    const visible = [col('docket_no'), col('company'), col('dated', 'date')];
    expect(cardLayout(visible, { docket_no: 'title', items: 'field' }).fields).toEqual([]);
  });
});
