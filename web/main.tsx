import '@mantine/core/styles.css';

/**
 * The entry. A prerendered page (decision 0048) is painted before the app's code runs: that code is linked
 * by the page and already loading, but evaluating it and taking the page over keep a phone busy for a
 * while, and the visitor should see the page meanwhile. Everything else starts at once.
 */
const prerendered = document.getElementById('root')?.firstElementChild != null;
const startApp = () => void import('./start');

if (prerendered) requestAnimationFrame(() => setTimeout(startApp, 0));
else startApp();
