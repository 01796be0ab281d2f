// Names and wording the mails share, kept free of React so that reading them loads no renderer.

/** The site's name (site/ has its own copy; functions/ never imports site/). */
export const SITE_NAME = 'A11y Tech News';

export function countLabel(n: number): string {
  return `${n} new ${n === 1 ? 'article' : 'articles'}`;
}
