/** An opening or closing heading tag of a sanitised body (its attributes hold no `>`: the sanitiser escapes it). */
const headingTag = /<(\/?)h([1-6])(\s[^>]*)?>/gi;

/**
 * A post's or guide's body headings, brought under the page's `h1`: the first heading becomes an `h2`, and each
 * heading is one level below the nearest heading before it of a higher level, so that no level is skipped
 * (`h3, h4, h4` → `h2, h3, h3`; an `h1` in the body → `h2`). Editors pick "heading" and "subheading" by how
 * big they look, not by level; screen readers and search engines navigate by the levels. Run on output, so
 * that every stored body, the samples and older posts included, is shown in order.
 */
export function normaliseHeadings(html: string): string {
  // The headings still open above the current one: their level as written and as shown.
  const outline: { written: number; shown: number }[] = [];
  const open: number[] = [];
  return html.replace(headingTag, (_tag, closing: string, digit: string, attributes = "") => {
    if (closing) return `</h${open.pop() ?? digit}>`;
    const written = Number(digit);
    while (outline.length && outline.at(-1)!.written >= written) outline.pop();
    const shown = Math.min((outline.at(-1)?.shown ?? 1) + 1, 6);
    outline.push({ written, shown });
    open.push(shown);
    return `<h${shown}${attributes}>`;
  });
}
