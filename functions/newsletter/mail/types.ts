// The shapes render.ts exports (contract): kept apart so the templates can use them without an import cycle.

/** One article in a digest, already chosen and ordered by the engine (featured first, then newest). */
export interface DigestArticle {
  id: number;
  title: string;
  summary: string;
  category: string;
  /** Absolute URL of the article page. */
  url: string;
  featured: boolean;
  /** The easy-read summary, when the article has one (product.md §10.11). */
  inShort: string | null;
}

/** A mail ready to hand to the transport: both parts of the body and its subject. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}
