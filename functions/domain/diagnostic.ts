// The RSS diagnostic's result (product.md §3), with no zod: the admin screen imports its constant.

/** product.md §3: diagnostic result. */
export interface DiagnosticResult {
  success: boolean;
  messages: string[];
}

/** The diagnostic's one line when there is nothing to check: a success, but not "every feed answered". */
export const NO_RSS_SOURCES = 'No RSS sources are configured.';
