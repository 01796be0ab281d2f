// The create / edit article form (product.md §2, §5, §7 multipart, §8 toasts; §11.7): domain validation, the alt-text
// rule, live authoring checks, preview, `version` on edit with a 409 that keeps the text and offers the latest.
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Article, ArticleInput } from '../../../../functions/domain/index.ts';
import {
  DRAFT_KEYS,
  registerRecordDraft,
  type RecordDraft,
} from '../../../client/admin/draft-restore.ts';
import { lazyZodResolver } from '../../../client/admin/lazy-zod-resolver.ts';
import { handledAsSessionEnd } from '../../../client/admin/session-ended.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import {
  useLinkedTags,
  useLoadLatestArticle,
  useSaveArticle,
} from '../../../client/admin/api/articles.ts';
import { useCategories, useDisabilityTags } from '../../../client/admin/api/lookups.ts';
import { toast } from '../../../stores/toasts.ts';
import { primary, secondary } from '../../../client/admin/styles.ts';
import ArticleFields from './ArticleFields.tsx';
import AuthoringChecks from './AuthoringChecks.tsx';
import {
  ALT_REQUIRED,
  ARTICLE_SAVE_ERRORS,
  EMPTY_ARTICLE,
  valuesOf,
  type ArticleFormValues,
} from '../../../client/admin/article-form-values.ts';
import ImageField, { useImageState } from './ImageField.tsx';
import PreviewDialog from './PreviewDialog.tsx';
import RevisionsDialog from './RevisionsDialog.tsx';
import { showSaveErrors } from '../../../client/admin/api/save-errors.ts';
import BusyButton from '../shell/BusyButton.tsx';

const resolver = lazyZodResolver<ArticleFormValues, ArticleInput>(() =>
  import('../../../../functions/domain/article.ts').then((m) => m.articleInputSchema),
);

interface Props {
  /** null: create. */
  article: Article | null;
  onDirty: (dirty: boolean) => void;
  /** After a save: back to the list. */
  onDone: () => void;
  /** What the editor typed before a forced sign-in, put over the loaded values once. */
  draft?: RecordDraft<ArticleFormValues> | null;
}

export default function ArticleForm({ article, onDirty, onDone, draft = null }: Props) {
  const categories = useCategories();
  const allTags = useDisabilityTags();
  const save = useSaveArticle();
  const loadLatestArticle = useLoadLatestArticle();
  const [record, setRecord] = useState(article);
  const linked = useLinkedTags(article);
  const form = useForm<ArticleFormValues, unknown, ArticleInput>({
    resolver,
    defaultValues: EMPTY_ARTICLE,
  });
  const image = useImageState();
  const [conflict, setConflict] = useState(false);
  const { handleSubmit, getValues, setValue, reset, watch, setError, setFocus, formState } = form;
  useEffect(() => resolver.preload(), []);
  // The select shows the chosen category once its option exists: the categories may load after the form
  // has its values (a draft restored after sign-in, or an edit opened on a fresh page).
  useEffect(() => {
    if (categories.data) setValue('categoryId', getValues('categoryId'));
  }, [categories.data, setValue, getValues]);
  const chosenFile = image.state.file;
  // The draft names the record and the version this edit is based on, so it reopens here after sign-in.
  useEffect(
    () =>
      registerRecordDraft(
        DRAFT_KEYS.article,
        record,
        () => getValues(),
        () => chosenFile !== null,
      ),
    [record, getValues, chosenFile],
  );
  const pending = useRef(draft);
  const [fileLost] = useState(draft?.hadFile === true);
  useEffect(() => {
    if (record && !linked.data) return;
    if (record && linked.data) reset(valuesOf(record, linked.data));
    const typed = pending.current?.values;
    pending.current = null;
    // Set over the loaded values as changes, so the unsaved-changes guard still protects them.
    for (const [name, value] of Object.entries(typed ?? {}))
      setValue(name as keyof ArticleFormValues, value as never, { shouldDirty: true });
  }, [record, linked.data, reset, setValue]);
  const dirty = formState.isDirty || image.state.file !== null || image.state.removed;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const storedUrl = record?.imageUrl ?? null;
  const hasImage = image.state.file !== null || (storedUrl !== null && !image.state.removed);
  const [title, summary, content, format, inShort] = watch([
    'title',
    'summary',
    'content',
    'format',
    'inShort',
  ]);

  const submit = handleSubmit(async () => {
    const v = getValues();
    if (hasImage && !v.decorative && v.imageAlt.trim() === '') {
      setError('imageAlt', { message: ALT_REQUIRED });
      setFocus('imageAlt');
      return;
    }
    const creating = record === null;
    try {
      await save.mutateAsync({
        id: record?.id ?? null,
        submission: {
          ...v,
          ...(hasImage ? { imageAlt: v.decorative ? '' : v.imageAlt } : {}),
          image: image.state.file,
          ...(record ? { version: record.version, removeImage: image.state.removed } : {}),
        },
      });
      reset(EMPTY_ARTICLE);
      image.setFile(null);
      onDone();
    } catch (err) {
      if (handledAsSessionEnd(err)) return;
      if (err instanceof ApiRequestError && err.status === 409 && /currentVersion/.test(err.body))
        setConflict(true);
      else showSaveErrors(err, setError, ARTICLE_SAVE_ERRORS);
      const fallback = creating ? 'Failed to create article' : 'Failed to update article';
      const message = err instanceof ApiRequestError ? err.serverMessage : null;
      toast({ title: 'Error', description: message ?? fallback, variant: 'destructive' });
    }
  });

  const loadLatest = async () => {
    if (!record) return;
    // The tags query feeds the reset effect too: it is given the latest tags so it agrees.
    const { latest, tags } = await loadLatestArticle(record.id);
    image.setFile(null);
    setConflict(false);
    setRecord(latest);
    reset(valuesOf(latest, tags));
  };

  const readPreview = () => {
    const v = getValues();
    const names = new Map((categories.data ?? []).map((c) => [String(c.id), c.name]));
    return {
      article: {
        title: v.title,
        summary: v.summary,
        content: v.content,
        author: v.author || null,
        imageUrl: image.state.previewUrl ?? (image.state.removed ? null : storedUrl),
        imageAlt: v.decorative ? '' : v.imageAlt,
        publishedAt: record?.publishedAt ?? new Date().toISOString(),
        featured: v.featured,
        // What the server stores for manual entries (functions/content MANUAL_SOURCE_NAME).
        sourceName: record?.sourceName ?? 'A11y Tech News',
        format: v.format,
        inShort: v.inShort.trim() || null,
      },
      categoryName: names.get(v.categoryId) ?? null,
      tags: (allTags.data ?? []).filter((t) => v.tagIds.includes(String(t.id))),
    };
  };

  if (article && linked.isPending) return <p>Loading article...</p>;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <form
        // fire-and-forget: submit shows its own errors (toasts, field errors)
        onSubmit={(e) => void submit(e)}
        noValidate
        className="grid gap-4"
        aria-label={article ? 'Edit Article' : 'Create New Article'}
      >
        {conflict && (
          <div
            role="alert"
            className="grid justify-items-start gap-2 rounded-md border border-amber-600 p-3"
          >
            <p>
              Someone else saved this article after you opened it. Your text is kept here; nothing
              was overwritten.
            </p>
            <button type="button" className={secondary} onClick={() => void loadLatest()}>
              Load the latest version
            </button>
          </div>
        )}
        <ArticleFields form={form} categories={categories.data ?? []} tags={allTags.data ?? []} />
        {fileLost && chosenFile === null && (
          <p className="rounded-md border border-amber-600 p-3">
            The image you had chosen could not be kept while you signed in again. Please choose it
            again.
          </p>
        )}
        <ImageField form={form} image={image} storedUrl={storedUrl} />
        <div className="flex flex-wrap gap-2">
          <BusyButton type="submit" className={primary} busy={formState.isSubmitting}>
            {formState.isSubmitting ? 'Saving...' : article ? 'Update Article' : 'Create Article'}
          </BusyButton>
          <PreviewDialog read={readPreview} />
          {record && (
            <RevisionsDialog
              articleId={record.id}
              version={record.version}
              read={() => getValues()}
              onRestored={loadLatest}
              onConflict={() => setConflict(true)}
            />
          )}
        </div>
      </form>
      <AuthoringChecks
        title={title ?? ''}
        summary={summary ?? ''}
        content={content ?? ''}
        markdown={format === 'markdown'}
        inShort={inShort ?? ''}
      />
    </div>
  );
}
