// The create / edit article form (product.md §2, §5, §7 multipart, §8 toasts; §11.7): domain validation, the alt-text
// rule, live authoring checks, preview, `version` on edit with a 409 that keeps the text and offers the latest;
// drafts, autosave and scheduling (product.md §10.12).
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
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
  type ArticleSubmission,
} from '../../../client/admin/api/articles.ts';
import { useCategories, useDisabilityTags } from '../../../client/admin/api/lookups.ts';
import { toast } from '../../../stores/toasts.ts';
import ArticleFields from './ArticleFields.tsx';
import AuthoringChecks from './AuthoringChecks.tsx';
import {
  ALT_REQUIRED,
  ARTICLE_SAVE_ERRORS,
  altTextGiven,
  EMPTY_ARTICLE,
  markSaved,
  submissionOf,
  valuesOf,
  type ArticleFormValues,
} from '../../../client/admin/article-form-values.ts';
import ImageField, { shownImage, useImageState } from './ImageField.tsx';
import { ConflictNotice, FileLostNotice } from './FormNotices.tsx';
import PreviewDialog, { type PreviewSource } from './PreviewDialog.tsx';
import RevisionsDialog from './RevisionsDialog.tsx';
import { isVersionConflict, showSaveErrors } from '../../../client/admin/api/save-errors.ts';
import {
  draftSavedText,
  localTimeText,
  scheduleStart,
} from '../../../client/admin/article-status.ts';
import { useAutosave } from '../../../client/admin/use-autosave.ts';
import StatusActions from './StatusActions.tsx';

/** What a save asks of the status (product.md §10.12); empty: create publishes, update keeps it. */
type StatusAsk = Pick<ArticleSubmission, 'status' | 'scheduledFor' | 'autosave'>;

const loadSchema = () =>
  import('../../../../functions/domain/article.ts').then((m) => m.articleInputSchema);
const resolver = lazyZodResolver<ArticleFormValues, ArticleInput>(loadSchema);

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
  // The article as last saved from this form: a draft saved in place (Save draft, autosave) moves it on
  // without resetting what is typed, which `record` would do.
  const [live, setLive] = useState(article);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [autosaveProblem, setAutosaveProblem] = useState<string | null>(null);
  /** The values of the last save in place, so an autosave with nothing new sends nothing. */
  const lastSent = useRef<string | null>(null);
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
        live,
        () => getValues(),
        () => chosenFile !== null,
      ),
    [live, getValues, chosenFile],
  );
  const pending = useRef(draft);
  const [fileLost] = useState(draft?.hadFile === true);
  // Each record fills the form once: a later refetch of its tags must not reset what is being typed.
  const filledWith = useRef<Article | null>(null);
  useEffect(() => {
    if (record && !linked.data) return;
    if (record && filledWith.current === record) return;
    filledWith.current = record;
    if (record && linked.data) reset(valuesOf(record, linked.data));
    const typed = pending.current?.values;
    pending.current = null;
    // Set over the loaded values as changes, so the unsaved-changes guard still protects them.
    for (const [name, value] of Object.entries(typed ?? {}))
      setValue(name as keyof ArticleFormValues, value as never, { shouldDirty: true });
  }, [record, linked.data, reset, setValue]);
  const dirty = formState.isDirty || image.state.file !== null || image.state.removed;
  // In the commit that typed the change, not after it: a passive effect's update renders the screen in a later
  // task, and a Back pressed in between would pass the unsaved-changes guard (product.md §11.7).
  useLayoutEffect(() => onDirty(dirty), [dirty, onDirty]);

  const storedUrl = live?.imageUrl ?? null;
  const status = live ? live.status : null;
  const shownUrl = shownImage(image.state, storedUrl);
  const hasImage = shownUrl !== null;
  const [title, summary, content, format, inShort] = watch([
    'title',
    'summary',
    'content',
    'format',
    'inShort',
  ]);

  /** The save's body from the current values; null when the alt-text rule refuses them (shown unless quiet). */
  const submission = (ask: StatusAsk, quiet: boolean): ArticleSubmission | null => {
    const v = getValues();
    if (!altTextGiven(v, hasImage)) {
      if (!quiet) {
        setError('imageAlt', { message: ALT_REQUIRED });
        setFocus('imageAlt');
      }
      return null;
    }
    return { ...submissionOf(v, { hasImage, ...image.state }, live), ...ask };
  };

  const failed = (err: unknown, creating: boolean) => {
    if (handledAsSessionEnd(err)) return;
    if (isVersionConflict(err)) setConflict(true);
    else showSaveErrors(err, setError, ARTICLE_SAVE_ERRORS);
    const fallback = creating ? 'Failed to create article' : 'Failed to update article';
    const message = err instanceof ApiRequestError ? err.serverMessage : null;
    toast({ title: 'Error', description: message ?? fallback, variant: 'destructive' });
  };

  /** A save that ends the edit: back to the list with its notice (Create, Update, Publish, Schedule...). */
  const saveAndLeave = (ask: StatusAsk = {}, notice?: string) =>
    handleSubmit(async () => {
      const body = submission(ask, false);
      if (!body) return;
      try {
        await save.mutateAsync({ id: live?.id ?? null, submission: body, notice });
        reset(EMPTY_ARTICLE);
        image.setFile(null);
        onDone();
      } catch (err) {
        failed(err, live === null);
      }
    });
  const publish = () => saveAndLeave({ status: 'published' }, 'Article was published successfully');
  // The form's own submit (its first button, Enter in a field): a draft's is 'Publish'.
  const submit = status === 'draft' ? publish() : saveAndLeave();

  /** Saves a draft and stays (product.md §10.12); the polite line says when. Throws what the save throws. */
  const keepDraft = async (quiet: boolean) => {
    // The quiet save is the autosave.
    const body = submission({ status: 'draft', ...(quiet ? { autosave: true } : {}) }, quiet);
    if (!body) return;
    const sent = getValues();
    const saved = await save.mutateAsync({ id: live?.id ?? null, submission: body, inPlace: true });
    lastSent.current = JSON.stringify(sent);
    setLive(saved);
    image.setFile(null);
    markSaved(form, sent);
    setAutosaveProblem(null);
    setSavedAt(new Date());
  };
  const saveDraft = handleSubmit(async () => {
    try {
      await keepDraft(false);
    } catch (err) {
      failed(err, live === null);
    }
  });

  /** Autosave: never publishes, never moves focus, says nothing of a form that cannot be saved yet. */
  const autosave = async () => {
    if (conflict || save.isPending || formState.isSubmitting) return;
    const values = getValues();
    const unchanged = JSON.stringify(values) === lastSent.current;
    if (unchanged && image.state.file === null && !image.state.removed) return;
    if (!(await loadSchema()).safeParse(values).success) return;
    try {
      await keepDraft(true);
    } catch (err) {
      if (handledAsSessionEnd(err)) return;
      if (isVersionConflict(err)) setConflict(true);
      else setAutosaveProblem('The draft could not be saved automatically: use Save draft.');
    }
  };
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = watch(() => onChange());
      return () => subscription.unsubscribe();
    },
    [watch],
  );
  useAutosave({ enabled: status === 'draft' && !conflict, subscribe, save: autosave });

  const loadLatest = async () => {
    if (!live) return;
    // The tags query feeds the reset effect too: it is given the latest tags so it agrees.
    const { latest, tags } = await loadLatestArticle(live.id);
    image.setFile(null);
    setConflict(false);
    setRecord(latest);
    setLive(latest);
    reset(valuesOf(latest, tags));
  };

  const readPreview = (): PreviewSource => ({
    values: getValues(),
    imageUrl: shownUrl,
    record,
    categories: categories.data ?? [],
    tags: allTags.data ?? [],
  });

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
        {conflict && <ConflictNotice onLoadLatest={() => void loadLatest()} />}
        <ArticleFields form={form} categories={categories.data ?? []} tags={allTags.data ?? []} />
        {fileLost && chosenFile === null && <FileLostNotice />}
        <ImageField form={form} image={image} storedUrl={storedUrl} />
        <div className="flex flex-wrap gap-2">
          <StatusActions
            status={status}
            busy={formState.isSubmitting}
            scheduleStart={scheduleStart(live)}
            onSaveDraft={() => void saveDraft()}
            onPublish={() => void publish()()}
            onSchedule={(iso) =>
              void saveAndLeave(
                { status: 'scheduled', scheduledFor: iso },
                `Article was scheduled for ${localTimeText(iso)}`,
              )()
            }
            onCancelSchedule={() =>
              void saveAndLeave(
                { status: 'draft' },
                'The schedule was cancelled: the article is a draft again',
              )()
            }
          />
          <PreviewDialog read={readPreview} />
          {live && (
            <RevisionsDialog
              articleId={live.id}
              version={live.version}
              read={() => getValues()}
              onRestored={loadLatest}
              onConflict={() => setConflict(true)}
            />
          )}
        </div>
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {autosaveProblem ?? (savedAt ? draftSavedText(savedAt) : '')}
        </p>
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
