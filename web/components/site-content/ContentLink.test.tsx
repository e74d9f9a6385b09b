import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { NewsItem } from '../../../contract/site-content';
import { AlertBanner } from './AlertBanner';
import { Carousel } from './Carousel';
import { NewsLine } from './NewsTicker';

/* A link stored before the rule was tightened is drawn as plain text when a browser would take it off the site. */

const HOSTILE = [
  '/\\evil.example',
  '//evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/%5Cevil.example',
  ' //evil.example',
  'javascript:alert(1)',
];

const news = (link: string): NewsItem => ({
  id: 7,
  title: 'Maintenance on Sunday',
  text: 'Services pause 2–4 am',
  link,
  type: 'alert',
  audience: 'merchants',
  startsOn: null,
  endsOn: null,
  createdAt: '2026-09-01T00:00:00.000Z',
});

const wrap = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

afterEach(() => vi.unstubAllGlobals());

function showCarousel(link: string) {
  vi.stubGlobal('matchMedia', (q: string) => ({
    matches: false,
    media: q,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
  return wrap(<Carousel slides={[{ id: 1, title: 'Diwali offer', text: '', link, imageVersion: 1 }]} />);
}

describe('a stored link that leads off the site', () => {
  for (const link of HOSTILE) {
    it(`${JSON.stringify(link)} is no anchor in the news, the alerts or the carousel`, () => {
      const line = wrap(<NewsLine item={news(link)} />);
      expect(screen.getByText('Maintenance on Sunday')).toBeInTheDocument();
      expect(line.container.querySelector('a')).toBeNull();
      line.unmount();

      const alert = wrap(<AlertBanner alerts={[news(link)]} onDismiss={() => {}} />);
      expect(screen.getByText('Services pause 2–4 am')).toBeInTheDocument();
      expect(alert.container.querySelector('a')).toBeNull();
      alert.unmount();

      const carousel = showCarousel(link);
      expect(screen.getByText('Diwali offer')).toBeInTheDocument();
      expect(carousel.container.querySelector('a')).toBeNull();
      carousel.unmount();
    });
  }
});

describe('a link on the site or an http(s) address', () => {
  it('is an anchor; an outside address opens apart, without the opener', () => {
    const line = wrap(<NewsLine item={news('/services')} />);
    expect(screen.getByRole('link', { name: 'Maintenance on Sunday' })).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: 'Maintenance on Sunday' })).not.toHaveAttribute('target');
    line.unmount();

    wrap(<AlertBanner alerts={[news('https://www.example.in/offer')]} onDismiss={() => {}} />);
    const more = screen.getByRole('link', { name: 'Read more' });
    expect(more).toHaveAttribute('href', 'https://www.example.in/offer');
    expect(more).toHaveAttribute('rel', 'noopener noreferrer');

    showCarousel('/services');
    expect(screen.getByRole('link', { name: 'Diwali offer' })).toHaveAttribute('href', '/services');
  });
});
