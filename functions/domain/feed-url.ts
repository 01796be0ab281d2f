// What makes two feed URLs "the same feed": one key (urlKey) shared by the add and edit paths and the OPML preview.
import { urlKey } from './url-key.ts';

/** The listed source whose address is another form of `url` (by urlKey), if any. */
export function sourceHoldingFeed<S extends { url: string }>(
  url: string,
  sources: readonly S[],
): S | undefined {
  const key = urlKey(url);
  return sources.find((s) => urlKey(s.url) === key);
}

/** product.md §5: the refusal of an address another source holds, naming that source. */
export const feedTakenMessage = (holder: { name: string; url: string }) =>
  `This feed is already added as '${holder.name}' (${holder.url})`;
