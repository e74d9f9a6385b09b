/** Every class on an element of the markup. */
export function classesIn(html: string): Set<string>;
/** The classes a selector requires: those outside :not(…)/:is(…)/:where(…) and attribute brackets. */
export function requiredClasses(selector: string): string[];
/** The part of `css` that can style `html` as it is drawn (decision 0066). */
export function criticalCss(css: string, html: string): string;
