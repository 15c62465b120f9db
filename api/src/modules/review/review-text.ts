import { REVIEW_COMMENT_MAX_LENGTH } from 'shared-contracts/schemas';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+\d*);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower in ENTITIES) return ENTITIES[lower]!;
    const code = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : lower.startsWith('#') ? Number(lower.slice(1)) : NaN;
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** One pass: script/style blocks with their content, comments, doctype/CDATA, then every tag (a dangling one too). */
function removeMarkup(text: string): string {
  return text
    .replace(/<(script|style|iframe|object|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<![^>]*>/g, '')
    .replace(/<\/?[a-z][^>]*(>|$)/gi, '');
}

/**
 * Plain text of user input: all HTML removed (also markup hidden behind entities, e.g. `&lt;b&gt;`), control
 * characters dropped, line breaks kept, surrounding blanks trimmed. Empty → null.
 */
export function plainText(input: string | null | undefined, maxLength: number): string | null {
  if (input === null || input === undefined) return null;
  let text = input.normalize('NFC');
  for (let pass = 0; pass < 5; pass++) {
    const next = decodeEntities(removeMarkup(text));
    if (next === text) break;
    text = next;
  }
  text = removeMarkup(text)
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u200b\ufeff]/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const cut = Array.from(text).slice(0, maxLength).join('').trim();
  return cut === '' ? null : cut;
}

/** A review comment as stored: plain text of at most REVIEW_COMMENT_MAX_LENGTH characters. */
export const reviewComment = (input: string | null | undefined) => plainText(input, REVIEW_COMMENT_MAX_LENGTH);
