// Decodes a feed body: BOM, then the Content-Type charset, then the XML prolog's encoding=, then UTF-8.
/** The canonical name of an encoding label TextDecoder knows, or null. */
function known(label: string | undefined): string | null {
  if (!label) return null;
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return null;
  }
}

/** A byte order mark is unambiguous, so it wins over any declaration (WHATWG Encoding, "decode"). */
function fromBom(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return null;
}

function fromContentType(contentType: string | null): string | null {
  const m = contentType && /;\s*charset\s*=\s*"?([\w.:-]+)/i.exec(contentType);
  return known(m?.[1]);
}

/**
 * The prolog's encoding=, read from the first bytes as ASCII. UTF-16 without a BOM shows as
 * '<?' with zero bytes between (XML 1.0 appendix F); a UTF-16 label in an ASCII-readable prolog
 * is wrong by construction, so it means UTF-8 (as browsers do).
 */
function fromProlog(bytes: Uint8Array): string | null {
  if (bytes[0] === 0x3c && bytes[1] === 0x00 && bytes[2] === 0x3f && bytes[3] === 0x00)
    return 'utf-16le';
  if (bytes[0] === 0x00 && bytes[1] === 0x3c && bytes[2] === 0x00 && bytes[3] === 0x3f)
    return 'utf-16be';
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  const m = /^\s*<\?xml\s[^>]*?\bencoding\s*=\s*["']([A-Za-z][\w.:-]*)["']/.exec(head);
  const label = known(m?.[1]);
  return label === 'utf-16le' || label === 'utf-16be' ? 'utf-8' : label;
}

/** The encoding to decode a feed body with; an unknown label falls through to the next rule. */
export function feedEncoding(bytes: Uint8Array, contentType: string | null): string {
  return fromBom(bytes) ?? fromContentType(contentType) ?? fromProlog(bytes) ?? 'utf-8';
}

/** The feed body as text (a BOM is dropped; undecodable bytes become U+FFFD). */
export function decodeFeed(bytes: Uint8Array, contentType: string | null): string {
  return new TextDecoder(feedEncoding(bytes, contentType)).decode(bytes);
}
