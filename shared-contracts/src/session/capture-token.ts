const FRAGMENT_TOKEN_KEYS = ['token', 'access_token'] as const;
const QUERY_TOKEN_KEYS = ['token'] as const;
// Only used to parse relative input; never part of the returned value.
const PARSE_BASE = 'http://relative.invalid';

export interface CapturedToken {
  token: string | null;
  /** The same address without the token; absolute when `href` was absolute, else path + query + hash. */
  cleanedUrl: string;
}

function takeParam(params: URLSearchParams, keys: readonly string[]): string | null {
  let found: string | null = null;
  for (const key of keys) {
    const value = params.get(key);
    if (found === null && value) found = value;
    params.delete(key);
  }
  return found;
}

/**
 * Social login and e-mail links hand the token over in the address (`#token=…`, `#access_token=…`
 * or `?token=…`). The shell stores it and replaces the address with `cleanedUrl`, so the token
 * does not linger in history, bookmarks or Referer headers.
 */
export function captureTokenFromUrl(href: string): CapturedToken {
  let url: URL;
  let absolute = true;
  try {
    url = new URL(href);
  } catch {
    try {
      url = new URL(href, PARSE_BASE);
      absolute = false;
    } catch {
      return { token: null, cleanedUrl: href };
    }
  }

  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const fragmentHasToken = FRAGMENT_TOKEN_KEYS.some((key) => fragment.has(key));
  const fromFragment = fragmentHasToken ? takeParam(fragment, FRAGMENT_TOKEN_KEYS) : null;
  const queryHasToken = QUERY_TOKEN_KEYS.some((key) => url.searchParams.has(key));
  const fromQuery = queryHasToken ? takeParam(url.searchParams, QUERY_TOKEN_KEYS) : null;
  const token = fromFragment ?? fromQuery;
  if (!fragmentHasToken && !queryHasToken) return { token: null, cleanedUrl: href };

  // A fragment that held only the token disappears; other fragment content (e.g. an anchor) is kept as is.
  if (fragmentHasToken) {
    const restFragment = fragment.toString();
    url.hash = restFragment ? `#${restFragment}` : '';
  }
  const cleanedUrl = absolute ? url.href : `${url.pathname}${url.search}${url.hash}`;
  return { token, cleanedUrl };
}
