// The step between the header script and its React widgets (Header.lazy.tsx): the list of chunks those widgets need,
// which the bundler writes beside their import, lives here and loads on first intent, not in every page's JS
// (product.md §11.2 budgets). One small extra fetch on first use; keys typed meanwhile are kept (client/header.ts).
export const loadHeaderWidgets = () => import('./Header.lazy.tsx');
