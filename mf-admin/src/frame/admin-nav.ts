import { frameMessages as t } from './frame.messages';

export interface AdminNavSection {
  /** Path under /admin ('' is /admin itself, the dashboard). */
  path: string;
  label: string;
  /** Other pages under /admin that belong to this section (a ticket's thread under 문의). */
  also?: RegExp;
}

export interface AdminNavGroup {
  id: string;
  label: string;
  sections: readonly AdminNavSection[];
}

/**
 * The sidebar, in order (docs/back-office.md "Frame"). A new area adds its group or sections here and its routes in
 * expose/routes.tsx.
 */
export const ADMIN_NAV: readonly AdminNavGroup[] = [
  {
    id: 'operations',
    label: t.groups.operations,
    sections: [
      { path: '', label: t.sections.dashboard },
      { path: 'bookings', label: t.sections.bookings },
      { path: 'refunds', label: t.sections.refunds },
      { path: 'settlements', label: t.sections.settlements },
    ],
  },
  {
    id: 'hotels',
    label: t.groups.hotels,
    sections: [
      { path: 'hotels', label: t.sections.hotels },
      { path: 'rooms', label: t.sections.rooms },
      { path: 'hotel-audit' /* the spec's address of the listing review */, label: t.sections.listingReview },
    ],
  },
  {
    id: 'people',
    label: t.groups.people,
    sections: [
      { path: 'users', label: t.sections.users },
      { path: 'reviews', label: t.sections.reviews },
      { path: 'coupons', label: t.sections.coupons },
    ],
  },
  {
    id: 'support',
    label: t.groups.support,
    sections: [
      { path: 'support/notices', label: t.sections.notices },
      { path: 'support/faqs', label: t.sections.faqs },
      { path: 'support/tickets', label: t.sections.tickets },
      { path: 'support/bugs', label: t.sections.bugs },
    ],
  },
  {
    id: 'records',
    label: t.groups.records,
    sections: [{ path: 'audit', label: t.sections.audit }],
  },
];

export const adminPath = (section: Pick<AdminNavSection, 'path'>) => (section.path ? `/admin/${section.path}` : '/admin');

/** The desk's home (the dashboard, first in the sidebar): the brand link and the not-found page lead there. */
export function firstSectionPath(nav: readonly AdminNavGroup[] = ADMIN_NAV): string {
  const first = nav.flatMap((group) => group.sections)[0];
  return first ? adminPath(first) : '/main';
}

/** The section a path under /admin belongs to, or null. */
export function activeSection(pathname: string, nav: readonly AdminNavGroup[] = ADMIN_NAV): AdminNavSection | null {
  const rest = pathname.replace(/^.*?\/admin\/?/, '').replace(/\/$/, '');
  const sections = nav.flatMap((group) => group.sections);
  return sections.find((s) => rest === s.path || rest.startsWith(`${s.path}/`) || s.also?.test(rest)) ?? null;
}
