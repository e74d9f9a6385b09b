import { describe, expect, it } from 'vitest';
import { holdsPrerenderedPage, PLACEHOLDER_ATTRIBUTE } from './app-placeholder';

const root = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
};

describe('holdsPrerenderedPage', () => {
  it('takes over a prerendered page, and draws afresh over an empty root or the shell placeholder', () => {
    expect(holdsPrerenderedPage(root('<main><h1>Sign in</h1></main>'))).toBe(true);
    expect(holdsPrerenderedPage(root(''))).toBe(false);
    expect(holdsPrerenderedPage(root(`<div ${PLACEHOLDER_ATTRIBUTE} aria-busy="true"><p>Loading…</p></div>`))).toBe(
      false,
    );
    expect(holdsPrerenderedPage(null)).toBe(false);
  });
});
