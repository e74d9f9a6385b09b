/** Decision 0075's pseudo-English: every catalogue text comes out bracketed, `[Ŝàṽé ~~~]`. */
export const isPseudo = (text: string) => /^\[.*\]$/s.test(text);

/**
 * Every text a user sees or hears in `root` (text nodes, accessible names, placeholders, tooltips, alt texts) that is
 * neither pseudo-English nor data (`isData`: what people typed, numbers, money, dates): a text that skipped the catalogue.
 */
export function notPseudo(root: HTMLElement, isData: (text: string) => boolean): string[] {
  const skip = (text: string) => !text || isData(text) || isPseudo(text);
  const out: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (!skip(text) && !node.parentElement?.closest('style, script')) out.push(text);
  }
  const attrs = ['aria-label', 'placeholder', 'title', 'alt'];
  for (const el of root.querySelectorAll(attrs.map((a) => `[${a}]`).join(', ')))
    for (const attr of attrs) {
      const value = el.getAttribute(attr)?.trim() ?? '';
      if (!skip(value)) out.push(`${attr}="${value}"`);
    }
  return out;
}
