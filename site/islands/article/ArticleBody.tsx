// The article's body and its 'In short' section (product.md §10.11): plain text as paragraphs, a Markdown article as the
// HTML the server rendered and sanitized (the build or the API), so no reader downloads a Markdown parser.
import type { Article } from '../../../functions/domain/index.ts';
import {
  IN_SHORT_HEADING,
  paragraphs,
  type RenderedBody,
} from '../../../functions/domain/article-format.ts';

/**
 * The rendered structure's looks: Tailwind's base styles drop heading sizes, list markers and quote rules, so they
 * are given back here; a table scrolls in its own frame at 390 px instead of widening the page (WCAG 1.4.10).
 */
const structure = [
  '[&_h2]:mt-4 [&_h2]:text-2xl [&_h2]:font-bold',
  '[&_h3]:mt-2 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_h4]:text-lg [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul,&_ol]:flex [&_ul,&_ol]:flex-col [&_ul,&_ol]:gap-1 [&_ul,&_ol]:pl-6',
  '[&_li_ul,&_li_ol]:mt-1',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-slate-400 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_a]:text-blue-700 [&_a]:underline dark:[&_a]:text-sky-300',
  '[&_code]:font-mono [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-slate-100 [&_pre]:p-3 dark:[&_pre]:bg-slate-800',
  '[&_[role=region]]:overflow-x-auto [&_[role=region]]:rounded-md',
  '[&_table]:w-full [&_table]:border-collapse [&_th,&_td]:border [&_th,&_td]:border-slate-300 [&_th,&_td]:px-3 [&_th,&_td]:py-2 [&_th]:text-left dark:[&_th,&_td]:border-slate-600',
].join(' ');

/** The block the voice reader is speaking (client/article/spoken-blocks.ts): a ring, seen in both themes. */
const speaking =
  '[&_[data-speaking]]:rounded-sm [&_[data-speaking]]:outline-3 [&_[data-speaking]]:outline-offset-2 [&_[data-speaking]]:outline-amber-500';
/** Plain text keeps its classes of before, plus the voice reader's mark. */
const plain = `flex flex-col gap-4 text-base leading-relaxed wrap-break-word ${speaking}`;
const structured = `${plain} ${structure}`;

export default function ArticleBody({
  article,
}: {
  article: Pick<Article, 'content'> & Partial<RenderedBody>;
}) {
  if (article.contentHtml)
    return (
      <div
        data-article-body
        className={structured}
        // Rendered from Markdown and sanitized on the server (functions/lib/markdown.ts): an allowlist of structure only.
        dangerouslySetInnerHTML={{ __html: article.contentHtml }}
      />
    );
  return (
    <div data-article-body className={plain}>
      {paragraphs(article.content).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/** The easy-read summary at the top of the article, under its own h2. */
export function InShort({ text }: { text: string }) {
  return (
    <section
      aria-labelledby="in-short-heading"
      className="rounded-lg border-l-4 border-blue-700 bg-blue-50 p-4 dark:border-sky-300 dark:bg-slate-800"
    >
      <h2 id="in-short-heading" className="text-xl font-bold">
        {IN_SHORT_HEADING}
      </h2>
      <p className="mt-2 text-lg wrap-break-word">{text}</p>
    </section>
  );
}
