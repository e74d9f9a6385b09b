import { useEffect, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { ActionIcon, Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { ShownSlide } from '../../../contract/site-content';
import { slideImageUrl } from '../../../contract/site-content/links';
import { useT } from '../../i18n/site';
import { PHONE_QUERY } from '../../theme';
import { ContentLink } from './ContentLink';

const INTERVAL_MS = 6000;
/** The image band's shape (decision 0058: images are cropped to it); the controls sit on the same band. */
const BAND = '16 / 5';

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Slides that turn every six seconds, stop while the pointer or focus is on them, and are turned with the
 * arrow keys or the buttons. With reduced motion asked for, they never turn by themselves.
 * The caption lies over the image's foot, except on a phone: there the band is ≈ 110 px tall and the caption
 * covered most of it, the image's own words too, so it goes under the image, and the buttons with it.
 */
export function Carousel({ slides, label }: { slides: ShownSlide[]; label?: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const count = slides.length;
  const current = slides[Math.min(index, count - 1)];
  const running = count > 1 && !hovered && !focused && !stopped;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running, count]);

  if (!current) return null;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') go(-1);
    else if (e.key === 'ArrowRight') go(1);
    else return;
    e.preventDefault();
  };

  /** The button that turns the slides one back (-1) or on (1). */
  const turn = (step: -1 | 1, style?: CSSProperties) => (
    <ActionIcon
      variant={phone ? 'default' : 'white'}
      radius="xl"
      size={phone ? 'lg' : undefined}
      aria-label={t(step < 0 ? 'site.carousel.previous' : 'site.carousel.next')}
      onClick={() => go(step)}
      style={style}
    >
      {step < 0 ? <IconChevronLeft size={18} /> : <IconChevronRight size={18} />}
    </ActionIcon>
  );
  const pause = (size: 'sm' | 'lg') => (
    <ActionIcon
      variant={phone ? 'default' : 'white'}
      radius="xl"
      size={size}
      aria-label={stopped ? t('site.carousel.start') : t('site.carousel.stop')}
      onClick={() => setStopped((s) => !s)}
    >
      {stopped ? <IconPlayerPlay size={size === 'lg' ? 18 : 14} /> : <IconPlayerPause size={size === 'lg' ? 18 : 14} />}
    </ActionIcon>
  );

  return (
    <Box
      component="section"
      aria-roledescription={t('site.carousel.role')}
      aria-label={label ?? t('site.carousel.label')}
      data-testid="site-carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      style={{ position: 'relative' }}
    >
      <div
        role="group"
        aria-roledescription={t('site.carousel.slideRole')}
        aria-label={t('site.carousel.slide', { number: index + 1, count, title: current.title })}
        aria-live={running ? 'off' : 'polite'}
      >
        <Box
          data-testid="site-carousel-image"
          style={{
            position: 'relative',
            borderRadius: 'var(--mantine-radius-md)',
            overflow: 'hidden',
            aspectRatio: BAND,
            background: 'var(--mantine-color-gray-2)',
          }}
        >
          <img
            src={slideImageUrl(current, 1600)}
            srcSet={`${slideImageUrl(current, 800)} 800w, ${slideImageUrl(current, 1600)} 1600w`}
            sizes="(max-width: 900px) 100vw, 1200px"
            alt=""
            width={1600}
            height={500}
            loading="lazy"
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
          {!phone && <Caption slide={current} over />}
        </Box>
        {phone && count > 1 && (
          // On a phone the band is ≈ 110 px tall: buttons over it would cover the image's own words, so they sit
          // in a row under it, thumb-sized.
          <Group justify="space-between" wrap="nowrap" pt={8} data-testid="site-carousel-controls">
            {turn(-1)}
            {pause('lg')}
            {turn(1)}
          </Group>
        )}
        {phone && (
          // Every slide's caption in one cell, all but the current one hidden: the cell is as tall as the tallest,
          // so what is under the carousel does not move as the slides turn.
          <Box style={{ display: 'grid', paddingTop: 8 }}>
            {slides.map((slide) => (
              <Caption key={slide.id} slide={slide} hidden={slide !== current} />
            ))}
          </Box>
        )}
      </div>
      {count > 1 && !phone && (
        // Over the image band alone, so the buttons stay centred on the image.
        <Box style={{ position: 'absolute', top: 0, left: 0, right: 0, aspectRatio: BAND, pointerEvents: 'none' }}>
          {turn(-1, {
            position: 'absolute',
            left: 8,
            top: '50%',
            transform: 'translateY(-50%)',
            pointerEvents: 'auto',
          })}
          {turn(1, {
            position: 'absolute',
            right: 8,
            top: '50%',
            transform: 'translateY(-50%)',
            pointerEvents: 'auto',
          })}
          <Group gap={6} style={{ position: 'absolute', top: 8, right: 8, pointerEvents: 'auto' }}>
            {pause('sm')}
          </Group>
        </Box>
      )}
      <VisuallyHidden>{t('site.carousel.keys')}</VisuallyHidden>
    </Box>
  );
}

/** The slide's title (a link when it has one) and text: white on a shade over the image, or plain under it. */
function Caption({ slide, over = false, hidden = false }: { slide: ShownSlide; over?: boolean; hidden?: boolean }) {
  return (
    <Box
      style={
        over
          ? {
              position: 'absolute',
              left: 0,
              right: 0,
              bottom: 0,
              padding: '12px 56px',
              background: 'linear-gradient(transparent, rgba(0,0,0,.65))',
              color: 'white',
            }
          : { gridArea: '1 / 1', visibility: hidden ? 'hidden' : undefined }
      }
    >
      <Text fw={700} size="lg">
        <ContentLink link={slide.link} c={over ? 'white' : undefined} underline="always">
          {slide.title}
        </ContentLink>
      </Text>
      {slide.text && (
        <Text size="sm" c={over ? undefined : 'dimmed'}>
          {slide.text}
        </Text>
      )}
    </Box>
  );
}
