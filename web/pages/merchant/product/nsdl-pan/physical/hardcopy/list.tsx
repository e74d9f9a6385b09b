import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Checkbox } from '@mantine/core';
import { IconTruckDelivery, IconX } from '@tabler/icons-react';
import { COURIER_MAX_ITEMS } from '../../../../../../../contract/couriers';
import { MerchantPanList, SlipAction, ViewAction } from '../../../../../../components/pan/merchant-lists';
import { courierAddFor } from '../../../../../../components/pan/merchant-states';
import { RowActions } from '../../../../../../components/requests/RequestList';
import { useT } from '../../../../../../i18n/panPages';

/**
 * /merchant/product/nsdl-pan/physical/hardcopy/list: acknowledged applications whose signed form must
 * be couriered to the back office. Rows ticked here (across pages) open the courier form pre-selected.
 */
export default function MerchantHardcopyListPage() {
  const t = useT();
  const [selected, setSelected] = useState<number[]>([]);
  const toggle = (id: number, on: boolean) =>
    setSelected((s) => (on ? (s.includes(id) ? s : [...s, id]) : s.filter((x) => x !== id)));
  const n = selected.length;
  const tooMany = n > COURIER_MAX_ITEMS;

  const toolbarExtra = (
    <>
      <Button
        component={Link}
        to={courierAddFor(selected)}
        size="sm"
        leftSection={<IconTruckDelivery size={16} aria-hidden />}
        color={tooMany ? 'red' : undefined}
        title={tooMany ? t('panPages.hardcopy.tooMany', { max: COURIER_MAX_ITEMS }) : undefined}
      >
        {n ? t('panPages.hardcopy.sendSelected', { count: n }) : t('panPages.info.sendByCourier')}
      </Button>
      {n > 0 && (
        <Button
          type="button"
          size="sm"
          variant="subtle"
          color="gray"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => setSelected([])}
        >
          {t('panPages.hardcopy.clear')}
        </Button>
      )}
    </>
  );

  return (
    <MerchantPanList
      name="hardcopy"
      description={t('panPages.lists.hardcopy')}
      toolbarExtra={toolbarExtra}
      rowActions={(row) => (
        <RowActions>
          <Checkbox
            aria-label={t('panPages.hardcopy.select', { tokenNo: row.token_no })}
            checked={selected.includes(row.id)}
            onChange={(e) => toggle(row.id, e.currentTarget.checked)}
            mr={4}
            styles={{ body: { alignItems: 'center' } }}
          />
          <SlipAction row={row} />
          <ViewAction row={row} />
        </RowActions>
      )}
    />
  );
}
