/**
 * The Kakao (formerly Daum) postcode search, loaded at run time from Kakao's CDN by the address forms (mf-account),
 * and the hosts it needs, which the server's Content-Security-Policy allows: one list for both.
 *
 * The script address is the one Kakao's guide (postcode.map.kakao.com/guide, moved from postcode.map.daum.net in
 * 2026) gives since its 2026 domain notice: t1.kakaocdn.net, which defines `kakao.Postcode` (and still the older
 * `daum.Postcode`). The older t1.daumcdn.net address keeps working for now and the service loads files from both.
 */
export const POSTCODE_SCRIPT_URL = 'https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';

/** Past this the search counts as unavailable and the form says so (offline, blocked, a stalled CDN). */
export const POSTCODE_LOAD_TIMEOUT_MS = 5000;

/** Origins per CSP directive: the loader and its further scripts, the search page framed by `embed()`, its images. */
export const POSTCODE_CSP_SOURCES = {
  script: ['https://t1.kakaocdn.net', 'https://t1.daumcdn.net'],
  frame: ['https://postcode.map.kakao.com', 'https://postcode.map.daum.net'],
  img: ['https://t1.kakaocdn.net', 'https://t1.daumcdn.net'],
} as const;
