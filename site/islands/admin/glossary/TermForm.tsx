// The glossary term form (product.md §2, §5): Term, Definition (multi-line), Category (free text with a native datalist of
// the existing categories). The domain schema validates it, so the browser shows the server's own messages.
import { useEffect, type ReactNode } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import type { GlossaryInput } from '../../../../functions/domain/index.ts';
import { registerDraft } from '../../../client/admin/drafts.ts';
import { useDirtyForm } from '../../../client/admin/dirty-forms.ts';
import type { TermDraftValues } from '../../../client/admin/glossary-drafts.ts';
import { lazyZodResolver } from '../../../client/admin/lazy-zod-resolver.ts';
import { describedBy, fieldError, fieldHint, input } from '../../../client/admin/styles.ts';

export type TermFormValues = TermDraftValues;
type Field = keyof TermFormValues;

/** Each field's rule (product.md §5), stated beside it before a save can fail it. */
const RULES: Record<Field, string> = {
  term: 'At least 2 characters.',
  definition: 'At least 10 characters.',
  category: 'At least 2 characters: pick an existing category or type a new one.',
};

export const EMPTY_TERM: TermFormValues = { term: '', definition: '', category: '' };

/** The domain's glossary schema, loaded with zod when a term form first opens (admin JS budget). */
const resolver = lazyZodResolver<TermFormValues, GlossaryInput>(() =>
  import('../../../../functions/domain/glossary.ts').then((m) => m.glossaryInputSchema),
);

interface Props {
  /** Prefix for field ids, unique on the page ('add', 'edit'). */
  idPrefix: string;
  initial: TermFormValues;
  /** The existing categories, offered as suggestions (product.md §3: distinct, sorted). */
  categories: readonly string[];
  /** Saves under the drafts key what a forced sign-in must keep (the values plus `draftMeta`). */
  draftKey: string;
  draftMeta?: Record<string, unknown>;
  /** Receives valid input; may set server messages on fields. */
  onSave: (input: GlossaryInput, setError: UseFormSetError<TermFormValues>) => Promise<void>;
  /** The buttons, given whether a save is pending. */
  actions: (saving: boolean) => ReactNode;
  /** Shown above the buttons (the stale-version notice). */
  notice?: ReactNode;
  /** Focus Term on mount (a refill after 'Load latest version' removed the focused button). */
  focusFirst?: boolean;
}

export default function TermForm(props: Props) {
  const {
    idPrefix,
    initial,
    categories,
    draftKey,
    draftMeta,
    onSave,
    actions,
    notice,
    focusFirst,
  } = props;
  const form = useForm<TermFormValues, unknown, GlossaryInput>({
    resolver,
    defaultValues: initial,
  });
  const { register, handleSubmit, getValues, setError, setFocus, formState } = form;
  useEffect(
    () => registerDraft(draftKey, () => ({ ...getValues(), ...draftMeta })),
    [draftKey, draftMeta, getValues],
  );
  useEffect(() => resolver.preload(), []);
  useDirtyForm(idPrefix, formState.isDirty);
  useEffect(() => {
    if (focusFirst) setFocus('term');
  }, [focusFirst, setFocus]);
  const errors = formState.errors;
  const listId = `${idPrefix}-categories`;
  const field = (key: Field) => ({
    id: `${idPrefix}-${key}`,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': describedBy(`${idPrefix}-${key}`, true, !!errors[key]),
  });
  const rule = (key: Field) => (
    <p id={`${idPrefix}-${key}-hint`} className={fieldHint}>
      {RULES[key]}
    </p>
  );
  const label = (key: Field, text: string) => (
    <label htmlFor={`${idPrefix}-${key}`} className="block text-sm font-medium">
      {text}
    </label>
  );
  const message = (key: Field) =>
    errors[key] && (
      <p id={`${idPrefix}-${key}-error`} className={fieldError}>
        {errors[key]?.message}
      </p>
    );
  return (
    <form
      onSubmit={(e) => {
        // Enter in a field while a save is pending must not send the term twice.
        if (formState.isSubmitting) e.preventDefault();
        else void handleSubmit((values) => onSave(values, setError))(e);
      }}
      className="grid gap-4"
      noValidate
    >
      <div>
        {label('term', 'Term')}
        <input type="text" className={input} {...field('term')} {...register('term')} />
        {rule('term')}
        {message('term')}
      </div>
      <div>
        {label('definition', 'Definition')}
        <textarea rows={5} className={input} {...field('definition')} {...register('definition')} />
        {rule('definition')}
        {message('definition')}
      </div>
      <div>
        {label('category', 'Category')}
        <input
          type="text"
          list={listId}
          autoComplete="off"
          className={input}
          {...field('category')}
          {...register('category')}
        />
        <datalist id={listId}>
          {categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        {rule('category')}
        {message('category')}
      </div>
      {notice}
      <div className="flex flex-wrap justify-end gap-2">{actions(formState.isSubmitting)}</div>
    </form>
  );
}
