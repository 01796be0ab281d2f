// Share payload rules (product.md §2 share control): what is shared, hashtags from the category name, the e-mail mailto link.

/** What the share control shares: the article's address, title, summary and category. */
export interface SharePayload {
  url: string;
  title: string;
  summary: string;
  categoryName: string | null;
}

/** product.md §2: the category name without spaces, or 'Accessibility' when there is no category. */
export function shareHashtags(categoryName: string | null | undefined): string[] {
  const tag = (categoryName ?? '').replace(/\s+/g, '');
  return [tag || 'Accessibility'];
}

/** product.md §2: mailto with the title as subject and the summary plus 'Read more at: ' and the url as body. */
export function mailtoHref(title: string, summary: string, url: string): string {
  const body = `${summary}\n\nRead more at: ${url}`;
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}
