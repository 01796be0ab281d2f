// The RFC 8058 one-click unsubscribe headers every newsletter mail carries.

/** `oneClickUrl` is the API endpoint that unsubscribes on POST (the mail provider's button), not the page. */
export function unsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
