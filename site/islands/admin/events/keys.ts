// The event lists' query key prefix: every search is its own query, all invalidated after a change (spec §7).
export const EVENTS_KEY = ['events'] as const;
