// Cache-Control values: public lists may be cached briefly; admin and search answers never publicly.
export const PUBLIC_LIST_CACHE = 'public, max-age=30';
export const NO_STORE = 'no-store';
export const PRIVATE_NO_CACHE = 'private, no-cache';
