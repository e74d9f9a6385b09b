import { describe, expect, it } from 'vitest';
import { criticalCss, requiredClasses } from './critical-css.mjs';

const squash = (css: string) => css.replace(/\s+/g, ' ').trim();

describe('criticalCss (decision 0066)', () => {
  const html =
    '<div class="m_card mantine-Card-root" style="--card-bg:var(--mantine-color-navy-light)">' +
    '<button class="m_button" data-variant="filled">Go</button></div>';

  it('keeps the rules of classes on the page and drops those of classes that are not', () => {
    const css = '.m_card{padding:1rem}.m_button{color:red}.m_modal{position:fixed}.m_card .m_modal{top:0}';
    expect(squash(criticalCss(css, html))).toBe('.m_card{padding:1rem}.m_button{color:red}');
  });

  it('keeps, of a selector list, only the selectors that can match', () => {
    expect(squash(criticalCss('.m_modal,.m_button:hover{opacity:.5}', html))).toBe('.m_button:hover{opacity:.5}');
  });

  it('keeps rules without classes: elements, the root, the dark scheme', () => {
    const css = "body{margin:0}[data-mantine-color-scheme='dark'] .m_card{background:black}";
    expect(squash(criticalCss(css, html))).toBe(squash(css));
  });

  it('never drops a rule for a class it does not require (inside :not, :where, brackets)', () => {
    expect(requiredClasses('.m_button:not(.m_modal):where(.x .y)[data-x="a.b"]')).toEqual(['m_button']);
    const css = '.m_button:not(.m_modal){color:blue}';
    expect(squash(criticalCss(css, html))).toBe(squash(css));
  });

  it('keeps the variables that kept rules and inline styles read, through other variables, and no others', () => {
    const css =
      ':root{--mantine-color-navy-light:var(--navy-1);--navy-1:#eef;--mantine-color-red-9:#900;--button-h:2rem}' +
      '.m_button{height:var(--button-h)}.m_modal{color:var(--mantine-color-red-9)}';
    expect(squash(criticalCss(css, html))).toBe(
      ':root{--mantine-color-navy-light:var(--navy-1);--navy-1:#eef;--button-h:2rem}.m_button{height:var(--button-h)}',
    );
  });

  it('drops media queries and layers left empty, and keeps those that still hold a rule', () => {
    const css =
      '@media (min-width: 48em){.m_modal{top:0}}@layer x{.m_card{margin:0}}@media print{.m_button{color:#000}}';
    expect(squash(criticalCss(css, html))).toBe('@layer x{.m_card{margin:0}}@media print{.m_button{color:#000}}');
  });
});
