import { FAQ_CATEGORIES, type FaqCategory } from 'shared-contracts/support';

/** The ?category= of the address as an FAQ category; anything else (or nothing) is 전체. */
export function categoryFromQuery(raw: string | null): FaqCategory | undefined {
  return FAQ_CATEGORIES.find((category) => category === raw?.toUpperCase());
}

/** The list's address for a category and 0-based page (page 1 and 전체 leave no trace in it). */
export function faqListPath(category: FaqCategory | undefined, page = 0): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 0) params.set('page', String(page + 1));
  const query = params.toString();
  return `/support/faq${query ? `?${query}` : ''}`;
}
