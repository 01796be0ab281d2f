// The checks product.md §10.11 adds beside the writing checks: a Markdown article's structure (its module loaded on first
// use, with marked's lexer) and 'In short''s Flesch-Kincaid grade, aiming at grade 9 or below. They inform, never block.
import { useEffect, useMemo, useState } from 'react';
import type { TextCheck } from './articles-checks.ts';
import type { markdownChecks } from './markdown-checks.ts';
import { fleschKincaidGrade, IN_SHORT_GRADE } from './articles-readability.ts';

/** The structure findings of a Markdown text; none until the checks' module has loaded, or for plain text. */
export function useMarkdownChecks(content: string, markdown: boolean): TextCheck[] {
  const [module, setModule] = useState<{ markdownChecks: typeof markdownChecks } | null>(null);
  useEffect(() => {
    if (!markdown || module) return;
    let live = true;
    void import('./markdown-checks.ts').then((m) => live && setModule(m));
    return () => {
      live = false;
    };
  }, [markdown, module]);
  return useMemo(
    () => (markdown && module ? module.markdownChecks(content) : []),
    [markdown, module, content],
  );
}

/** 'In short''s grade line (null while it is empty) and its suggestion when above grade 9. */
export function inShortChecks(inShort: string): { grade: string | null; checks: TextCheck[] } {
  const grade = fleschKincaidGrade(inShort);
  if (grade === null) return { grade: null, checks: [] };
  const easy = grade <= IN_SHORT_GRADE;
  return {
    grade: `In short reading level: grade ${grade}${easy ? ` (grade ${IN_SHORT_GRADE} or below: easy to read)` : ''}.`,
    checks: easy
      ? []
      : [
          {
            id: 'in-short-grade',
            message: `In short reads at grade ${grade}: aim for grade ${IN_SHORT_GRADE} or below, with shorter sentences and shorter words.`,
          },
        ],
  };
}
