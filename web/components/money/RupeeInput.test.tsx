import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../test/render-app';
import { RupeeInput } from './RupeeInput';

function Box() {
  const [value, setValue] = useState<number | string>('');
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
});
