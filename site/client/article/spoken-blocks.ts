// The voice reader's text (product.md §9, §10.11): the lead (title, 'In short', summary), then each block of the article
// body as the page shows it, in reading order: headings, paragraphs, list items and table rows, each on its own line.
// It reads the rendered page, so a Markdown article needs no parser in the browser; where each block starts in the text
// lets the reader mark the block being spoken.

/** Marks the block being spoken; ArticleBody.tsx styles it (a ring, seen in both themes). */
export const SPEAKING_ATTRIBUTE = 'data-speaking';

/** The blocks read aloud; a list item or quote holding paragraphs is read through its paragraphs. */
export const SPOKEN_BLOCKS = 'h2, h3, h4, h5, h6, p, li, tr';

export interface SpokenBlock {
  /** [start, end) of the block's text in the whole spoken text. */
  start: number;
  end: number;
  element: Element;
}

const squeeze = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

/** A block's own words: a table row's cells joined by commas; otherwise its text without the blocks nested in it. */
function ownText(element: Element): string {
  if (element.tagName === 'TR')
    return Array.from(element.children, (cell) => squeeze(cell.textContent))
      .filter(Boolean)
      .join(', ');
  let text = '';
  for (const node of Array.from(element.childNodes)) {
    const nested =
      node instanceof Element &&
      (node.matches(SPOKEN_BLOCKS) || node.querySelector(SPOKEN_BLOCKS) !== null);
    if (!nested) text += node.textContent ?? '';
  }
  return squeeze(text);
}

/** The whole text to speak, and where each block of `body` sits in it; with no body, the lead alone. */
export function spokenText(
  lead: string,
  body: Element | null,
): { text: string; blocks: SpokenBlock[] } {
  let text = lead;
  const blocks: SpokenBlock[] = [];
  for (const element of Array.from(body?.querySelectorAll(SPOKEN_BLOCKS) ?? [])) {
    const own = ownText(element);
    if (!own) continue;
    text += '\n';
    blocks.push({ start: text.length, end: text.length + own.length, element });
    text += own;
  }
  return { text, blocks };
}

/** The block holding character `at` of the spoken text, or null (the lead). */
export function blockAt(blocks: readonly SpokenBlock[], at: number): SpokenBlock | null {
  return blocks.find((b) => at >= b.start && at < b.end) ?? null;
}

/** Marks `block`'s element as the one being spoken (and no other); answers the function that clears the mark. */
export function markSpeaking(block: SpokenBlock | null): () => void {
  if (!block) return () => undefined;
  block.element.setAttribute(SPEAKING_ATTRIBUTE, '');
  return () => block.element.removeAttribute(SPEAKING_ATTRIBUTE);
}
