// The share networks (product.md §2): react-share buttons (round icons, size 32, its ~550x400 popups) and the e-mail link.
import {
  FacebookIcon,
  FacebookShareButton,
  LinkedinIcon,
  LinkedinShareButton,
  TwitterIcon,
  WhatsappIcon,
  WhatsappShareButton,
  XShareButton,
} from 'react-share';
import { Mail } from 'lucide-react';
import { mailtoHref, shareHashtags, type SharePayload } from '../../lib/share.ts';

/** product.md §9: share icons size 32, round. */
const ICON = { size: 32, round: true } as const;

export default function ShareNetworksLazy({
  url,
  title,
  summary,
  categoryName,
  listId,
}: SharePayload & { listId: string }) {
  const hashtags = shareHashtags(categoryName);
  return (
    <ul id={listId} className="flex flex-wrap items-center gap-2" aria-label="Share this article">
      <li>
        <FacebookShareButton url={url} hashtag={`#${hashtags[0]}`} aria-label="Share on Facebook">
          <FacebookIcon {...ICON} aria-hidden="true" />
        </FacebookShareButton>
      </li>
      <li>
        {/* The contract's Twitter: react-share's XShareButton opens the same tweet intent (its TwitterShareButton is a deprecated alias). */}
        <XShareButton url={url} title={title} hashtags={hashtags} aria-label="Share on Twitter">
          <TwitterIcon {...ICON} aria-hidden="true" />
        </XShareButton>
      </li>
      <li>
        <LinkedinShareButton
          url={url}
          title={title}
          summary={summary}
          aria-label="Share on LinkedIn"
        >
          <LinkedinIcon {...ICON} aria-hidden="true" />
        </LinkedinShareButton>
      </li>
      <li>
        <WhatsappShareButton url={url} title={title} aria-label="Share on WhatsApp">
          <WhatsappIcon {...ICON} aria-hidden="true" />
        </WhatsappShareButton>
      </li>
      <li>
        <a
          href={mailtoHref(title, summary, url)}
          aria-label="Share by e-mail"
          className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-slate-700 text-white"
        >
          <Mail aria-hidden="true" size={18} />
        </a>
      </li>
    </ul>
  );
}
