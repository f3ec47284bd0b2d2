/**
 * True when the page was loaded as the identity provider's redirect back to us: the
 * authorization answer (`code` or `error`, with `state`) sits in the hash (our response mode) or
 * the query (providers that ignore it). Checked before MSAL is imported, so a normal page load
 * never downloads it.
 */
export function isRedirectReturn(location: Pick<Location, "hash" | "search">): boolean {
  return [location.hash, location.search].some((part) => {
    const params = new URLSearchParams(part.replace(/^[#?]/u, ""));
    return params.has("state") && (params.has("code") || params.has("error"));
  });
}
