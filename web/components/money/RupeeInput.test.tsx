import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../test/render-app';
import { RupeeInput } from './RupeeInput';

function Box({ initial = '' }: { initial?: number | string }) {
  const [value, setValue] = useState<number | string>(initial);
  return (
    <>
      <RupeeInput aria-label="Margin" value={value} onChange={setValue} />
      <output data-testid="kept">{String(value)}</output>
    </>
  );
}

describe('RupeeInput', () => {
  it('groups an amount the Indian way, keeps paise to two places and hands the number on', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <Box /> }], '/');
    const box = await screen.findByRole('textbox', { name: 'Margin' });
    await user.type(box, '125000.555');
    expect(box).toHaveValue('₹1,25,000.55');
    expect(screen.getByTestId('kept')).toHaveTextContent('125000.55');
  });

  it('shows paise to two places when not being typed in, and keeps them while typing', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <Box initial={12.5} /> }], '/');
    const box = await screen.findByRole('textbox', { name: 'Margin' });
    expect(box).toHaveValue('₹12.50');
    // Focusing it draws nothing new: the cursor stays where the agent put it.
    await user.click(box);
    expect(box).toHaveValue('₹12.50');
    await user.clear(box);
    await user.type(box, '150');
    expect(box).toHaveValue('₹150');
    expect(screen.getByTestId('kept')).toHaveTextContent('150');
    await user.type(box, '.5');
    expect(box).toHaveValue('₹150.5');
    await user.tab();
    expect(box).toHaveValue('₹150.50');
    expect(screen.getByTestId('kept')).toHaveTextContent('150.5');
  });

  it('leaves whole rupees whole', async () => {
    renderRoutes([{ path: '/', element: <Box initial={1250} /> }], '/');
    expect(await screen.findByRole('textbox', { name: 'Margin' })).toHaveValue('₹1,250');
  });
});
