import { describe, expect, it } from 'vitest';
import { useLayoutEffect, useRef } from 'react';
import { render, screen } from '@testing-library/react';
import { AfterFirstDraw } from './AfterFirstDraw';

describe('AfterFirstDraw (issue 29: a dashboard’s first draw holds only its first screen)', () => {
  it('leaves what is below out of the first draw and draws it right after', async () => {
    let firstDraw: string | null = null;
    function Page() {
      const page = useRef<HTMLDivElement>(null);
      // Runs once, when the first draw is committed, before the browser paints it.
      useLayoutEffect(() => {
        firstDraw = page.current!.textContent;
      }, []);
      return (
        <div ref={page}>
          <p>Wallet balance</p>
          <AfterFirstDraw>
            <p>Backlog PAN</p>
          </AfterFirstDraw>
        </div>
      );
    }
    render(<Page />);
    expect(firstDraw).toBe('Wallet balance');
    expect(await screen.findByText('Backlog PAN')).toBeInTheDocument();
    expect(screen.getByText('Wallet balance')).toBeInTheDocument();
  });
});
