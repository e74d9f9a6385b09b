/**
 * Issue 29: web/main.tsx imports this before the app's start, in a task of its own, so the browser evaluates
 * Mantine's code apart from the app's: one long task on a phone becomes shorter ones it can breathe between.
 * Nothing here is used; importing it is the point.
 */
export { MantineProvider } from '@mantine/core';
