// The article image: file chooser with the browser's type and size rules, a preview (its object URL freed when
// replaced), alt text with "This image is decorative", and the non-blocking alt-text warnings (product.md §11.7).
import { useEffect, useRef, useState } from 'react';
import { altWarnings } from '../../../client/admin/articles-checks.ts';
import { IMAGE_ACCEPT, imageProblem } from '../../../client/admin/api/articles.ts';
import { fieldError, input, secondary } from '../../../client/admin/styles.ts';
import type { ArticleFormApi } from '../../../client/admin/article-form-values.ts';
import { hint, label, warning } from '../../../client/admin/article-styles.ts';

export interface ImageState {
  file: File | null;
  /** The object URL of `file`, for the preview. */
  previewUrl: string | null;
  /** The stored image was dropped by the editor. */
  removed: boolean;
}

/** The image the article shows: the chosen file's preview, else the stored image unless the editor dropped it. */
export const shownImage = (state: ImageState, storedUrl: string | null): string | null =>
  state.previewUrl ?? (state.removed ? null : storedUrl);

export function useImageState() {
  const [state, setState] = useState<ImageState>({ file: null, previewUrl: null, removed: false });
  const url = useRef<string | null>(null);
  const setFile = (file: File | null, removed = false) => {
    // Free the replaced preview: each object URL holds the whole file in memory until revoked.
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = file ? URL.createObjectURL(file) : null;
    setState({ file, previewUrl: url.current, removed });
  };
  useEffect(
    () => () => {
      if (url.current) URL.revokeObjectURL(url.current);
    },
    [],
  );
  return { state, setFile };
}

interface Props {
  form: ArticleFormApi;
  image: ReturnType<typeof useImageState>;
  /** The stored image of the article being edited, or null. */
  storedUrl: string | null;
}

export default function ImageField({ form, image, storedUrl }: Props) {
  const { register, watch, formState } = form;
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { file } = image.state;
  const shown = shownImage(image.state, storedUrl);
  const [alt, decorative, title] = watch(['imageAlt', 'decorative', 'title']);
  const warnings = decorative ? [] : altWarnings(alt ?? '', title ?? '');
  const altError = formState.errors.imageAlt?.message;
  const describedBy = [
    altError && 'article-imageAlt-error',
    warnings.length && 'article-imageAlt-warnings',
    'article-imageAlt-hint',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-300 p-3 dark:border-slate-600">
      <legend className="px-1 text-sm font-medium">Image</legend>
      <div>
        <label htmlFor="article-image" className={label}>
          Image file
        </label>
        <input
          ref={fileInput}
          id="article-image"
          type="file"
          accept={IMAGE_ACCEPT}
          className={input}
          aria-describedby={
            problem ? 'article-image-error article-image-hint' : 'article-image-hint'
          }
          aria-invalid={problem ? true : undefined}
          onChange={(e) => {
            const chosen = e.currentTarget.files?.[0] ?? null;
            const why = chosen ? imageProblem(chosen) : null;
            setProblem(why);
            if (why) {
              e.currentTarget.value = '';
              return;
            }
            if (chosen) image.setFile(chosen);
          }}
        />
        <p id="article-image-hint" className={hint}>
          PNG, JPEG, WebP, GIF or AVIF, at most 5 MB.
        </p>
        {problem && (
          <p id="article-image-error" role="alert" className={fieldError}>
            {problem}
          </p>
        )}
      </div>
      {shown && (
        <div className="grid justify-items-start gap-2">
          <img
            src={shown}
            alt={decorative ? '' : alt || ''}
            className="max-h-48 rounded-md border border-slate-200 object-contain dark:border-slate-700"
          />
          <button
            type="button"
            className={secondary}
            onClick={() => {
              image.setFile(null, storedUrl !== null);
              if (fileInput.current) fileInput.current.value = '';
            }}
          >
            Remove image
          </button>
        </div>
      )}
      <div>
        <label htmlFor="article-imageAlt" className={label}>
          Alt text
        </label>
        <input
          id="article-imageAlt"
          type="text"
          className={input}
          aria-invalid={altError ? true : undefined}
          aria-describedby={describedBy}
          {...register('imageAlt')}
        />
        <p id="article-imageAlt-hint" className={hint}>
          What the image shows, for readers who cannot see it. Required with an image unless it is
          decorative.
        </p>
        {altError && (
          <p id="article-imageAlt-error" className={fieldError}>
            {altError}
          </p>
        )}
        {warnings.length > 0 && (
          <ul id="article-imageAlt-warnings" className={warning}>
            {warnings.map((w) => (
              <li key={w.id}>{w.message}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex min-h-6 items-center gap-2">
        <input
          id="article-decorative"
          type="checkbox"
          className="h-5 w-5"
          {...register('decorative')}
        />
        <label htmlFor="article-decorative" className="text-sm">
          This image is decorative
        </label>
      </div>
      {file === null && shown === null && <p className={hint}>No image chosen.</p>}
    </fieldset>
  );
}
