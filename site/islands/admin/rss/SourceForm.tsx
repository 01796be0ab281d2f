// The feed form (product.md §2: name, url of url type, category defaulting to 1), shared by add and edit; the domain
// schema validates it, so the browser shows the server's own messages (product.md §5).
import { useEffect, type ReactNode } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { rssSourceInputSchema } from '../../../../functions/domain/rss.ts';
import type { Category, RssSourceInput } from '../../../../functions/domain/index.ts';
import { registerDraft } from '../../../client/admin/drafts.ts';
import { lazyZodResolver } from '../../../client/admin/lazy-zod-resolver.ts';
import { describedBy, fieldError, fieldHint, input } from '../../../client/admin/styles.ts';

export type SourceFormValues = z.input<typeof rssSourceInputSchema>;

interface Props {
  /** Prefix for field ids, unique on the page ('add', 'edit'). */
  idPrefix: string;
  /** The drafts key under which the typed values survive a forced sign-in. */
  draftKey: string;
  initial: SourceFormValues;
  categories: Category[];
  /** Receives valid input; may set server errors on fields. Answers true to clear the form for the next entry. */
  onSave: (
    input: RssSourceInput,
    setError: UseFormSetError<SourceFormValues>,
  ) => Promise<boolean | void>;
  /** The submit button (and any others), given whether it may be pressed yet. */
  actions: (canSubmit: boolean, saving: boolean) => ReactNode;
}

/** The domain's add-feed schema, loaded with zod when a feed form first opens. */
const resolver = lazyZodResolver<SourceFormValues, RssSourceInput>(() =>
  import('../../../../functions/domain/rss.ts').then((m) => m.rssSourceInputSchema),
);

/** Each field's rule, stated beside it before a save can fail it (product.md §5). */
const RULES = {
  name: 'Required.',
  url: 'Required: the feed’s own address, starting with http:// or https://.',
};

/** Why the submit button is not available yet (product.md §2.13: it waits for both fields). */
export const SOURCE_NOT_READY = 'Fill in the name and the URL to add the feed.';

export const EMPTY_SOURCE: SourceFormValues = { name: '', url: '', categoryId: 1 };

export default function SourceForm({
  idPrefix,
  draftKey,
  initial,
  categories,
  onSave,
  actions,
}: Props) {
  const form = useForm<SourceFormValues, unknown, RssSourceInput>({
    resolver,
    defaultValues: initial,
  });
  const { register, handleSubmit, watch, getValues, setError, formState, reset, setFocus } = form;
  useEffect(() => registerDraft(draftKey, getValues), [draftKey, getValues]);
  useEffect(() => resolver.preload(), []);
  const [name, url] = watch(['name', 'url']);
  const canSubmit = String(name ?? '').trim() !== '' && String(url ?? '').trim() !== '';
  const errors = formState.errors;
  const field = (key: 'name' | 'url' | 'categoryId') => ({
    id: `${idPrefix}-${key}`,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': describedBy(`${idPrefix}-${key}`, key in RULES, !!errors[key]),
  });
  const rule = (key: keyof typeof RULES) => (
    <p id={`${idPrefix}-${key}-hint`} className={fieldHint}>
      {RULES[key]}
    </p>
  );
  const message = (key: 'name' | 'url' | 'categoryId') =>
    errors[key] && (
      <p id={`${idPrefix}-${key}-error`} className={fieldError}>
        {errors[key]?.message}
      </p>
    );
  return (
    <form
      // fire-and-forget: onSave reports its own outcome (field errors, toasts)
      onSubmit={(e) =>
        void handleSubmit(async (values) => {
          // Cleared after an add, with focus on the first field, so focus never falls back to the page.
          if ((await onSave(values, setError)) !== true) return;
          reset(EMPTY_SOURCE);
          // After the re-render that re-enables the fields' owner; a button disabled while saving lost focus.
          setTimeout(() => setFocus('name'), 0);
        })(e)
      }
      className="grid gap-4"
      noValidate
    >
      <div>
        <label htmlFor={`${idPrefix}-name`} className="block text-sm font-medium">
          Name
        </label>
        <input type="text" className={input} {...field('name')} {...register('name')} />
        {rule('name')}
        {message('name')}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-url`} className="block text-sm font-medium">
          URL
        </label>
        <input type="url" className={input} {...field('url')} {...register('url')} />
        {rule('url')}
        {message('url')}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-categoryId`} className="block text-sm font-medium">
          Category
        </label>
        <select className={input} {...field('categoryId')} {...register('categoryId')}>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {message('categoryId')}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {actions(canSubmit, formState.isSubmitting)}
        {!canSubmit && <p className={fieldHint}>{SOURCE_NOT_READY}</p>}
      </div>
    </form>
  );
}
