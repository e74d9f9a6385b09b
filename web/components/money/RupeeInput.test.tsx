import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../test/render-app';
import { RupeeInput } from './RupeeInput';

function Box({ start }: { start: number | '' }) {
  const [value, setValue] = useState<number | string>(start);
  return (
    <>
      <RupeeInput aria-label="Margin" value={value} onChange={setValue} />
      <output data-testid="kept">{String(value)}</output>
    </>
  );
}
const render = (start: number | '') => renderRoutes([{ path: '/', element: <Box start={start} /> }], '/');

describe('RupeeInput', () => {
  it('shows a loaded amount as the portal shows money: two decimals and Indian grouping', async () => {
    render(12.5);
    expect(await screen.findByRole('textbox', { name: 'Margin' })).toHaveValue('₹12.50');
  });

  it('leaves the decimals free while typing and pads them once the box is left', async () => {
    const user = userEvent.setup();
    render('');
    const box = await screen.findByRole('textbox', { name: 'Margin' });
    await user.type(box, '125000.5');
    expect(box).toHaveValue('₹1,25,000.5');
    expect(screen.getByTestId('kept')).toHaveTextContent('125000.5');
    await user.tab();
    expect(box).toHaveValue('₹1,25,000.50');
  });
});
