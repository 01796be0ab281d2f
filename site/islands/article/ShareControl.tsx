// Share control (spec §2): a toggle listing react-share buttons (round icons, size 32, its ~550x400 popups) and an e-mail link.
import { useId, useState } from 'react';
import { Mail, Share2 } from 'lucide-react';
import {
  FacebookIcon,
  FacebookShareButton,
  LinkedinIcon,
  LinkedinShareButton,
  TwitterShareButton,
  WhatsappIcon,
  WhatsappShareButton,
  TwitterIcon,
} from 'react-share';
import { mailtoHref, shareHashtags } from './share.ts';

export interface SharePayload {
  url: string;
  title: string;
  summary: string;
  categoryName: string | null;
}

/** Spec §9: share icons size 32, round. */
const ICON = { size: 32, round: true } as const;

export default function ShareControl({ url, title, summary, categoryName }: SharePayload) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const hashtags = shareHashtags(categoryName);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        <Share2 aria-hidden="true" size={18} /> Share
      </button>
      <ul id={listId} hidden={!open} className="flex flex-wrap items-center gap-2" aria-label="Share this article">
        <li>
          <FacebookShareButton url={url} hashtag={`#${hashtags[0]}`} aria-label="Share on Facebook">
            <FacebookIcon {...ICON} aria-hidden="true" />
          </FacebookShareButton>
        </li>
        <li>
          <TwitterShareButton url={url} title={title} hashtags={hashtags} aria-label="Share on Twitter">
            <TwitterIcon {...ICON} aria-hidden="true" />
          </TwitterShareButton>
        </li>
        <li>
          <LinkedinShareButton url={url} title={title} summary={summary} aria-label="Share on LinkedIn">
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
    </div>
  );
}
