// The article form's fields (product.md §2): title, slug, summary, content, author, category, featured switch, and the
// disability tags as a fieldset of checkboxes with a legend. Errors are the domain schema's messages (product.md §5).
import { Switch } from 'radix-ui';
import { Controller } from 'react-hook-form';
import type { ArticleTag, Category } from '../../../../functions/domain/index.ts';
import { fieldError, input } from '../../../client/admin/styles.ts';
import type { ArticleFormApi } from '../../../client/admin/article-form-values.ts';
import { hint, label } from '../../../client/admin/article-styles.ts';
import ContentField from './ContentField.tsx';
import InShortField from './InShortField.tsx';

type TextKey = 'title' | 'slug' | 'summary' | 'content' | 'author' | 'categoryId';

interface Props {
  form: ArticleFormApi;
  categories: Category[];
  tags: ArticleTag[];
}

export default function ArticleFields({ form, categories, tags }: Props) {
  const { register, formState, control, watch, setValue } = form;
  const errors = formState.errors;
  const a11y = (key: TextKey, hinted = false) => {
    const ids = [errors[key] && `article-${key}-error`, hinted && `article-${key}-hint`].filter(
      Boolean,
    );
    return {
      id: `article-${key}`,
      'aria-invalid': errors[key] ? true : undefined,
      'aria-describedby': ids.length ? ids.join(' ') : undefined,
    };
  };
  const message = (key: TextKey) =>
    errors[key] && (
      <p id={`article-${key}-error`} className={fieldError}>
        {errors[key]?.message}
      </p>
    );
  const text = (key: TextKey, name: string, extra?: { hint?: string; rows?: number }) => (
    <div>
      <label htmlFor={`article-${key}`} className={label}>
        {name}
      </label>
      {extra?.rows ? (
        <textarea rows={extra.rows} className={input} {...a11y(key)} {...register(key)} />
      ) : (
        <input
          type="text"
          className={input}
          {...a11y(key, Boolean(extra?.hint))}
          {...register(key)}
        />
      )}
      {extra?.hint && (
        <p id={`article-${key}-hint`} className={hint}>
          {extra.hint}
        </p>
      )}
      {message(key)}
    </div>
  );
  const chosen = watch('tagIds') ?? [];

  return (
    <>
      {text('title', 'Title')}
      {text('slug', 'Slug', { hint: 'Leave blank to generate it from the title.' })}
      {text('summary', 'Summary', { rows: 3 })}
      <InShortField form={form} />
      <ContentField form={form} a11y={a11y('content')} error={message('content')} />
      {text('author', 'Author')}
      <div>
        <label htmlFor="article-categoryId" className={label}>
          Category
        </label>
        <select className={input} {...a11y('categoryId')} {...register('categoryId')}>
          <option value="">Select a category</option>
          {categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </select>
        {message('categoryId')}
      </div>
      <div className="flex min-h-6 items-center gap-3">
        <Controller
          control={control}
          name="featured"
          render={({ field }) => (
            <Switch.Root
              id="article-featured"
              // Named by the visible label for every engine, not only through <label for> (a switch is a button).
              aria-labelledby="article-featured-label"
              checked={field.value}
              onCheckedChange={field.onChange}
              className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-slate-500 bg-slate-300 data-[state=checked]:border-blue-700 data-[state=checked]:bg-blue-700 dark:bg-slate-700"
            >
              <Switch.Thumb className="block h-4 w-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
            </Switch.Root>
          )}
        />
        <label
          id="article-featured-label"
          htmlFor="article-featured"
          className="text-sm font-medium"
        >
          Featured
        </label>
      </div>
      <fieldset className="rounded-md border border-slate-300 p-3 dark:border-slate-600">
        <legend className="px-1 text-sm font-medium">Disability tags</legend>
        {tags.length === 0 ? (
          <p className={hint}>No tags yet.</p>
        ) : (
          <div className="grid gap-1 sm:grid-cols-2">
            {tags.map((t) => {
              const id = String(t.id);
              return (
                <div key={t.id} className="flex min-h-6 items-center gap-2">
                  <input
                    id={`article-tag-${id}`}
                    type="checkbox"
                    className="h-5 w-5"
                    checked={chosen.includes(id)}
                    onChange={(e) =>
                      setValue(
                        'tagIds',
                        e.currentTarget.checked ? [...chosen, id] : chosen.filter((x) => x !== id),
                        { shouldDirty: true },
                      )
                    }
                  />
                  <label htmlFor={`article-tag-${id}`} className="text-sm">
                    {t.name}
                  </label>
                </div>
              );
            })}
          </div>
        )}
      </fieldset>
    </>
  );
}
