// Decision 0066: a prerendered page carries, inline, only the rules of the app's stylesheet that can apply to
// what it drew, so its first paint waits for the document alone. The whole stylesheet still loads (preloaded
// in <head>, applied by web/main.tsx without blocking the paint) for what the app draws later.
//
// A rule is kept when every class its selector names outside parentheses and brackets is on some element of
// the page: `.a .b:hover` needs a and b; `:not(.x)` and `:where(.y)` are ignored, so a rule is never dropped
// for a class it does not require. Rules without classes (:root's variables, html, body, the dark scheme's
// `[data-mantine-color-scheme='dark']`) are all kept. Custom properties no kept rule and no inline style
// reads (directly or through another property) are dropped: Mantine defines hundreds on :root.
import { createRequire } from 'node:module';

// postcss comes with Vite (its CSS pipeline), so the build has it already.
const postcss = createRequire(import.meta.url)('postcss');

/** Every class on an element of the markup. */
export function classesIn(html) {
  const found = new Set();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) for (const c of m[1].split(/\s+/)) if (c) found.add(c);
  return found;
}

/** The classes a selector requires: those outside :not(…)/:is(…)/:where(…) and attribute brackets. */
export function requiredClasses(selector) {
  let s = selector.replace(/\[[^\]]*\]/g, '');
  // Innermost parentheses first, until none is left.
  for (let prev = ''; prev !== s;) [prev, s] = [s, s.replace(/\([^()]*\)/g, '')];
  return [...s.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);
}

const VAR = /var\(\s*(--[\w-]+)/g;

/** The custom properties read by this text. */
const varsIn = (text) => [...text.matchAll(VAR)].map((m) => m[1]);

/** The part of `css` that can style `html` as it is drawn. */
export function criticalCss(css, html) {
  const classes = classesIn(html);
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // A keyframes block's steps (from, 50%) are not selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const kept = rule.selectors.filter((s) => requiredClasses(s).every((c) => classes.has(c)));
    if (kept.length) rule.selectors = kept;
    else rule.remove();
  });

  // Custom properties: keep what is read, following definitions that read others (--a: var(--b)).
  const definitions = new Map();
  root.walkDecls(/^--/, (decl) => {
    const list = definitions.get(decl.prop) ?? [];
    list.push(decl);
    definitions.set(decl.prop, list);
  });
  const read = new Set();
  const pending = [...varsIn(html)];
  root.walkDecls((decl) => {
    if (!decl.prop.startsWith('--')) pending.push(...varsIn(decl.value));
  });
  while (pending.length) {
    const name = pending.pop();
    if (read.has(name)) continue;
    read.add(name);
    for (const decl of definitions.get(name) ?? []) pending.push(...varsIn(decl.value));
  }
  for (const [name, decls] of definitions) if (!read.has(name)) for (const decl of decls) decl.remove();

  // What is left empty: rules whose declarations all went, then the at-rules around them.
  root.walkRules((rule) => {
    if (!rule.nodes.length) rule.remove();
  });
  for (let removed = true; removed;) {
    removed = false;
    root.walkAtRules((at) => {
      if (at.nodes && !at.nodes.length) {
        at.remove();
        removed = true;
      }
    });
  }
  // Keyframes nobody animates with are dead weight too, but rare and small: kept.
  return root.toString();
}
