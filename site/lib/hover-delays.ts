// product.md §9: the read-time hover card opens after 700 ms and closes after 300 ms. Kept apart from ReadTimeBadge.lazy.tsx,
// which loads lazily, so that the badge can wait the same delay before loading it.
export const HOVER_OPEN_MS = 700;
export const HOVER_CLOSE_MS = 300;
