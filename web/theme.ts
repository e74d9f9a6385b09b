import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import classes from './theme.module.css';

// A deep navy reads as a bank or government-service counter, which is the trust this portal needs.
const navy: MantineColorsTuple = [
  '#eef3fb',
  '#dbe3f1',
  '#b3c4e3',
  '#88a3d6',
  '#6588ca',
  '#4f77c4',
  '#436ec2',
  '#355dab',
  '#2c5299',
  '#1f4788',
];
// Saffron for accents only (highlights, icons), never for body text: it fails contrast on white.
const saffron: MantineColorsTuple = [
  '#fff4e1',
  '#ffe7cc',
  '#fecd9b',
  '#fdb164',
  '#fc9a37',
  '#fc8b1a',
  '#fc8407',
  '#e17100',
  '#c86300',
  '#ae5400',
];

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 8, dark: 7 },
  colors: { navy, saffron },
  // Devanagari first: its unicode-range (web/fonts.css) gives it only Hindi's letters, so Latin text keeps the system's face.
  fontFamily:
    '"Noto Sans Devanagari", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // theme.module.css: labels wrap instead of being cut off, and controls are thumb-sized on a phone.
  components: {
    // Plain objects rather than Button.extend(…): importing the components here would put Badge and the
    // rest into the first chunk of every page.
    Button: { classNames: { root: classes.buttonRoot, inner: classes.buttonInner, label: classes.buttonLabel } },
    Badge: { classNames: { root: classes.badgeRoot, label: classes.badgeLabel } },
    // Every input (TextInput, Select, DateInput, NumberInput…) is built on Input, so this reaches them all.
    Input: { classNames: { wrapper: classes.inputWrapper } },
    Checkbox: { classNames: { inner: classes.choiceInner, label: classes.choiceLabel } },
    Radio: { classNames: { inner: classes.choiceInner, label: classes.choiceLabel } },
  },
});

/** A phone: below Mantine's `sm` breakpoint (48em), where hiddenFrom="sm" hides and the sidebar folds away. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Mantine's "dimmed" grey (gray.6) is 3.3:1 on white, below WCAG AA for body text; gray.7 keeps the
 * quieter look at 7:1. Same for dark mode's dimmed on dark.7.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});

/** docs/product.md#shell sizes (docs/product.md#formats-and-constants). */
export const PUBLIC_HEADER_HEIGHT = 60;
export const BACKEND_HEADER_HEIGHT = 64;
export const SIDEBAR_WIDTH = 300;

/** docs/product.md#session-and-screen-states: notifications bottom-right, auto-close 4000 ms, at most 5 visible (extras queue). */
export const NOTIFICATION_DEFAULTS = { position: 'bottom-right', autoClose: 4000, limit: 5 } as const;
