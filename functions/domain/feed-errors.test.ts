// Feed failures in plain words: each raw message the fetcher produces maps to what failed and what to check.
import { describe, expect, it } from 'vitest';
import { plainFeedError } from './feed-errors.ts';

describe('plainFeedError', () => {
  it.each([
    ['getaddrinfo ENOTFOUND feeds.example.invalid', /name could not be found/],
    ['No address for feeds.example', /name could not be found/],
    ['connect ECONNREFUSED 203.0.113.5:443', /refused the connection/],
    ['other side closed (UND_ERR_SOCKET)', /connection to the site was cut off/],
    ['Timed out', /did not answer within 10 seconds/],
    ['unable to verify the first certificate (UNABLE_TO_VERIFY_LEAF_SIGNATURE)', /certificate/],
    ['HTTP 404', /no feed at this URL.*404/],
    ['HTTP 410', /no feed at this URL.*410/],
    ['HTTP 403', /refused to give us the feed.*403/],
    ['HTTP 429', /slow down/],
    ['HTTP 503', /problem of its own.*503/],
    ['HTTP 418', /unexpected status \(418\)/],
    ['Refused address 10.0.0.1 (private network)', /private or local network/],
    ['Too many redirects (more than 3)', /too many times/],
    ['Feed larger than 5242880 bytes', /larger than the 5 MB/],
    ['Malformed feed: Non-whitespace before first tag.', /not with a feed we can read/],
    ['2 items could not be stored: boom', /could not be saved/],
    ['Refused URL scheme ftp:', /not a web address/],
    ['Feed URLs may not contain a user name or password', /not a web address/],
  ])('%s reads as plain words', (raw, what) => {
    const plain = plainFeedError(raw);

    expect(plain.what).toMatch(what);
    expect(plain.what).not.toContain(raw);
    expect(plain.check.length).toBeGreaterThan(10);
  });

  it('says what to check for a failure it does not know', () => {
    expect(plainFeedError('something odd')).toEqual({
      what: 'The feed could not be read.',
      check: 'Check the URL for typing mistakes, and open it in a browser.',
    });
  });
});
