// The optional 'In short' field (product.md §10.11): a plain-language summary of at most 60 words, its rule stated beside
// it before the server would refuse it, with a running word count. Its grade-level check is in AuthoringChecks.
import {
  IN_SHORT_HEADING,
  IN_SHORT_MAX_WORDS,
  words,
} from '../../../../functions/domain/article-format.ts';
import type { ArticleFormApi } from '../../../client/admin/article-form-values.ts';
import { fieldError, input } from '../../../client/admin/styles.ts';
import { hint, label, warning } from '../../../client/admin/article-styles.ts';

const ID = 'article-inShort';

export default function InShortField({ form }: { form: ArticleFormApi }) {
  const { register, watch, formState } = form;
  const error = formState.errors.inShort;
  const count = words(watch('inShort') ?? '').length;
  const over = count > IN_SHORT_MAX_WORDS;
  const describedBy = [`${ID}-hint`, `${ID}-count`, error && `${ID}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={ID} className={label}>
        {IN_SHORT_HEADING} (optional)
      </label>
      <p id={`${ID}-hint`} className={hint}>
        An easy-read summary in plain language, at most {IN_SHORT_MAX_WORDS} words. It shows at the
        top of the article under the heading &apos;{IN_SHORT_HEADING}&apos;.
      </p>
      <textarea
        id={ID}
        rows={3}
        className={input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...register('inShort')}
      />
      <p id={`${ID}-count`} className={over ? warning : hint}>
        {count} of {IN_SHORT_MAX_WORDS} words{over ? ': shorten it to save the article.' : ''}
      </p>
      {error && (
        <p id={`${ID}-error`} className={fieldError}>
          {error.message}
        </p>
      )}
    </div>
  );
}
