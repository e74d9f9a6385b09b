import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { ShownSlide } from '../../../contract/site-content';
import { fakeMatchMedia } from '../../test/match-media';
import { PHONE_QUERY } from '../../theme';
import { Carousel } from './Carousel';

const SLIDES: ShownSlide[] = [
  { id: 1, title: 'Diwali offer', text: 'PAN in 48 hours', link: '/services', imageVersion: 1 },
  { id: 2, title: 'New office', text: '', link: '', imageVersion: 3 },
];

function show(reduced = false, phone = false) {
  vi.stubGlobal(
    'matchMedia',
    fakeMatchMedia((q) => (reduced && q.includes('reduce')) || (phone && q === PHONE_QUERY)),
  );
  return render(
    <MantineProvider>
      <Carousel slides={SLIDES} />
    </MantineProvider>,
  );
}

const current = () => screen.getByRole('group', { name: /of 2/ }).getAttribute('aria-label');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it('turns every six seconds and stops while the pointer is on it', () => {
    vi.useFakeTimers();
    show();
    expect(current()).toBe('1 of 2: Diwali offer');
    expect(screen.getByRole('link', { name: 'Diwali offer' })).toHaveAttribute('href', '/services');
    act(() => vi.advanceTimersByTime(6000));
    expect(current()).toBe('2 of 2: New office');
    fireEvent.mouseEnter(screen.getByTestId('site-carousel'));
    act(() => vi.advanceTimersByTime(20000));
    expect(current()).toBe('2 of 2: New office');
    fireEvent.mouseLeave(screen.getByTestId('site-carousel'));
    act(() => vi.advanceTimersByTime(6000));
    expect(current()).toBe('1 of 2: Diwali offer');
  });

  it('is driven by the arrow keys and the buttons, and stays put while focused', () => {
    vi.useFakeTimers();
    show();
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.focus(next);
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(current()).toBe('2 of 2: New office');
    act(() => vi.advanceTimersByTime(20000));
    expect(current()).toBe('2 of 2: New office');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('1 of 2: Diwali offer');
    expect(screen.getByTestId('site-carousel').querySelector('img')).toHaveAttribute(
      'srcset',
      expect.stringContaining('/api/site-content/slides/1/image/800?v=1 800w'),
    );
  });

  it('never turns by itself when reduced motion is asked for', () => {
    vi.useFakeTimers();
    show(true);
    act(() => vi.advanceTimersByTime(30000));
    expect(current()).toBe('1 of 2: Diwali offer');
    expect(screen.getByRole('button', { name: 'Start rotating' })).toBeInTheDocument();
  });

  it("puts the caption under the image on a phone, where it would cover the image's own words", () => {
    vi.useFakeTimers();
    show(false, true);
    const image = screen.getByTestId('site-carousel-image');
    const title = screen.getByRole('link', { name: 'Diwali offer' });
    expect(image).not.toContainElement(title);
    expect(image).not.toContainElement(screen.getByText('PAN in 48 hours'));
    // Drawn after the image: a reader's eye (and a screen reader) meets the image, then its caption.
    expect(image.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.getByRole('group', { name: /of 2/ })).toHaveTextContent('New office');
    expect(screen.queryByRole('link', { name: 'Diwali offer' })).not.toBeInTheDocument();
    expect(within(image).queryByText('New office')).not.toBeInTheDocument();
  });

  it('puts its buttons in a row under the image on a phone, off the image’s own words, and they still turn it', () => {
    show(false, true);
    const image = screen.getByTestId('site-carousel-image');
    const row = screen.getByTestId('site-carousel-controls');
    for (const name of ['Previous slide', 'Next slide', 'Stop rotating']) {
      const button = screen.getByRole('button', { name });
      expect(row).toContainElement(button);
      expect(image.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    // Nothing is laid over the image band on a phone.
    expect(screen.getByTestId('site-carousel').querySelectorAll('[style*="aspect-ratio"]')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('2 of 2: New office');
  });

  it('lays the caption over the foot of the image on a wider screen', () => {
    show();
    const image = screen.getByTestId('site-carousel-image');
    expect(within(image).getByRole('link', { name: 'Diwali offer' })).toHaveAttribute('href', '/services');
    expect(within(image).getByText('PAN in 48 hours')).toBeInTheDocument();
  });
});
