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

  it('holds the place with its fallback until then', async () => {
    let firstDraw: string | null = null;
    function Header() {
      const header = useRef<HTMLDivElement>(null);
      useLayoutEffect(() => {
        firstDraw = header.current!.innerHTML;
      }, []);
      return (
        <div ref={header}>
          <AfterFirstDraw fallback={<span data-testid="place" />}>
            <button type="button">Notifications</button>
          </AfterFirstDraw>
        </div>
      );
    }
    render(<Header />);
    expect(firstDraw).toBe('<span data-testid="place"></span>');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('place')).toBeNull();
  });
});
