// 'Preview' (product.md §11.7): the unsaved article rendered by ArticleContent, the markup readers get on /article/{id}
// (a Markdown body rendered by the server, as for readers, product.md §10.11);
// a Radix Dialog, so focus returns to the Preview button on close.
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { usePreviewBody } from '../../../client/admin/api/articles.ts';
import type { Article, ArticleTag, Category } from '../../../../functions/domain/index.ts';
import ArticleContent from '../../../islands/article/ArticleContent.tsx';
import { sentAltText, type ArticleFormValues } from '../../../client/admin/article-form-values.ts';
import { secondary } from '../../../client/admin/styles.ts';
import { overlay, title } from '../../../client/admin/dialog-styles.ts';
import { wideContent } from '../../../client/admin/article-styles.ts';

/** What the preview shows: the form's values, the image it would keep or upload, the stored article if any. */
export interface PreviewSource {
  values: ArticleFormValues;
  imageUrl: string | null;
  record: Article | null;
  categories: Category[];
  tags: ArticleTag[];
}

/** The article as readers would get it from these values. */
function previewOf({ values: v, imageUrl, record, categories, tags }: PreviewSource) {
  return {
    article: {
      title: v.title,
      summary: v.summary,
      content: v.content,
      author: v.author || null,
      imageUrl,
      imageAlt: sentAltText(v),
      publishedAt: record?.publishedAt ?? new Date().toISOString(),
      featured: v.featured,
      // What the server stores for manual entries (functions/content MANUAL_SOURCE_NAME).
      sourceName: record?.sourceName ?? 'A11y Tech News',
      format: v.format,
      inShort: v.inShort.trim() || null,
    },
    categoryName: categories.find((c) => String(c.id) === v.categoryId)?.name ?? null,
    tags: tags.filter((t) => v.tagIds.includes(String(t.id))),
  };
}

interface Props {
  /** Read when the dialog opens, so the preview shows the form as it is then. */
  read: () => PreviewSource;
}

export default function PreviewDialog({ read }: Props) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={secondary}>Preview</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content className={wideContent} aria-describedby={undefined}>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
            <Dialog.Title className={title}>Preview</Dialog.Title>
            <Dialog.Close className={secondary}>Close preview</Dialog.Close>
          </div>
          <Body read={read} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Body({ read }: Props) {
  // Read once, when the dialog opens: the rendered body arrives later, for the same text.
  const [{ article, categoryName, tags }] = useState(() => previewOf(read()));
  const markdown = article.format === 'markdown';
  const body = usePreviewBody(article.content, markdown);
  if (markdown && body.isPending) return <p role="status">Loading preview...</p>;
  if (markdown && body.isError)
    return (
      <p role="alert">The preview could not be rendered. Check the connection and try again.</p>
    );
  return (
    <ArticleContent
      article={{ ...article, contentHtml: body.data?.contentHtml ?? null }}
      categoryName={categoryName}
      tags={tags}
      titleAs="h3"
    />
  );
}
