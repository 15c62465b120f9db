import { frameMessages } from './frame.messages';

export interface MyPageTab {
  /** Path under /mypage. */
  path: string;
  label: string;
  /** Other children of /mypage that belong to this tab (booking detail under history, add-card under payment). */
  also?: RegExp;
}

/** The tabs in the order the spec lists them (§2): each is a link to its own route. */
export const MYPAGE_TABS: readonly MyPageTab[] = [
  { path: 'account', label: frameMessages.tabs.account },
  { path: 'history', label: frameMessages.tabs.history, also: /^bookings(\/|$)/ },
  { path: 'my-reviews', label: frameMessages.tabs.myReviews },
  { path: 'support', label: frameMessages.tabs.support },
  { path: 'coupon', label: frameMessages.tabs.coupon },
  { path: 'payment', label: frameMessages.tabs.payment, also: /^add-card(\/|$)/ },
];

/** The tab a /mypage path belongs to (null for an unknown child, which redirects to account). */
export function activeTab(pathname: string): MyPageTab | null {
  const rest = pathname.replace(/^.*?\/mypage\/?/, '');
  return MYPAGE_TABS.find((tab) => rest === tab.path || rest.startsWith(`${tab.path}/`) || tab.also?.test(rest)) ?? null;
}
