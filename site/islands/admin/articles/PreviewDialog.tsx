// 'Preview' (product.md §11.7): the unsaved article rendered by ArticleContent, the markup readers get on /article/{id};
// a Radix Dialog, so focus returns to the Preview button on close.
import { Dialog } from 'radix-ui';
import type { ArticleTag } from '../../../../functions/domain/index.ts';
import ArticleContent, {
  type ArticleContentData,
} from '../../../islands/article/ArticleContent.tsx';
import { secondary } from '../../../client/admin/styles.ts';
import { overlay, title } from '../../../client/admin/dialog-styles.ts';
import { wideContent } from '../../../client/admin/article-styles.ts';

interface Props {
  /** Read when the dialog opens, so the preview shows the form as it is then. */
  read: () => { article: ArticleContentData; categoryName: string | null; tags: ArticleTag[] };
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
  const { article, categoryName, tags } = read();
  return <ArticleContent article={article} categoryName={categoryName} tags={tags} titleAs="h3" />;
}
