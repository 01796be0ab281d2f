// The data layer's public face: the table, the local store and every named access pattern.
export * from './db.ts';
export * from './errors.ts';
export * from './table.ts';
export * from './local/dynalite.ts';
