import { REVIEW_MESSAGES } from 'shared-contracts/schemas';

const MASK = '*';
const graphemes = new Intl.Segmenter('ko', { granularity: 'grapheme' });

/** Characters as a reader sees them: a decomposed Hangul syllable or an emoji with modifiers stays one. */
function charactersOf(text: string): string[] {
  return Array.from(graphemes.segment(text.normalize('NFC')), (part) => part.segment);
}

/**
 * A person's name as Korean sites show it to strangers: the first and the last character stay, every character
 * between them becomes `*` (박우진 → 박*진, 남궁민수 → 남**수, 황보 → 황*).
 *  - 1 character: `*` (the whole name would be the name).
 *  - 2 characters: the first and `*` (이준 → 이*): keeping the last as well would show all of it.
 *  - 3 or more: first, one `*` per hidden character, last. Spaces inside a Latin name are kept, so the shape of
 *    the name stays readable and nothing but its two ends is shown (John Smith → J*** ****h).
 *  - blank: '' (the caller shows its own placeholder, e.g. 익명).
 * Surrounding and repeated spaces are dropped first; characters are graphemes, not UTF-16 units.
 */
export function maskPersonName(name: string): string {
  const chars = charactersOf(name.trim().replace(/\s+/g, ' '));
  if (chars.length === 0) return '';
  if (chars.length === 1) return MASK;
  if (chars.length === 2) return `${chars[0]}${MASK}`;
  const middle = chars.slice(1, -1).map((char) => (char === ' ' ? ' ' : MASK));
  return [chars[0], ...middle, chars.at(-1)].join('');
}

/**
 * A login id as shown to strangers (member0001 → mem*****01): at least half of it is hidden. Ids of 8 or more
 * characters keep their last two; the start keeps at most 4 characters and never more than half minus what the
 * end kept. Shorter ids keep only their first character (abc → a**); one character becomes `*`; blank → ''.
 */
export function maskLoginId(loginId: string): string {
  const chars = charactersOf(loginId.trim());
  if (chars.length === 0) return '';
  if (chars.length === 1) return MASK;
  const end = chars.length >= 8 ? 2 : 0;
  const start = Math.max(1, Math.min(4, Math.floor(chars.length / 2) - end));
  return [...chars.slice(0, start), MASK.repeat(chars.length - start - end), ...chars.slice(chars.length - end)].join('');
}

/**
 * The one name a review shows anywhere outside its author's own pages: the hotel page's list, the answer to a
 * new review, the owner's review list (an owner sees a guest's full name only on the bookings of their hotel).
 * A withdrawn member or a blank name is 익명.
 */
export function publicReviewerName(reviewer: { name: string; deletedAt: Date | null }): string {
  if (reviewer.deletedAt !== null) return REVIEW_MESSAGES.anonymous;
  return maskPersonName(reviewer.name) || REVIEW_MESSAGES.anonymous;
}
