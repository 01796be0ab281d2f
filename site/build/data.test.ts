// Which store a site build reads: the local one at DYNAMODB_ENDPOINT, or in the cloud build job the table in AWS.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../functions/config.ts';
import { buildDb } from './data.ts';

describe('buildDb', () => {
  it('reads the store at DYNAMODB_ENDPOINT', () => {
    const db = buildDb(
      loadConfig({ DYNAMODB_ENDPOINT: 'http://127.0.0.1:4567', TABLE_NAME: 'news' }),
    );
    expect(db.table).toBe('news');
  });

  it('fails at once, naming the fix, when a local build has no store', () => {
    expect(() => buildDb(loadConfig({}))).toThrow(/DYNAMODB_ENDPOINT is not set/);
  });

  it('reads the table in AWS from the cloud build job, which has no endpoint', () => {
    const db = buildDb(loadConfig({ SITE_BUILD_STORE: 'aws', TABLE_NAME: 'news' }));
    expect(db.table).toBe('news');
  });
});
