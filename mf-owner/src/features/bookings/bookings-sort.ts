import { parseSort, type SortState } from 'ui-kit/back-office';

/**
 * The columns the bookings list sorts by on the server (a mirror of shared-contracts' OWNER_BOOKING_SORT_KEYS,
 * kept equal by bookings-sort.test.ts, so the owner chunks carry no schema library). Without `sort` in the address
 * the list is newest booking first.
 */
export const OWNER_BOOKING_SORT_KEYS = ['bookingId', 'userName', 'roomTypeName', 'checkIn', 'nights', 'totalAmount', 'createdAt'] as const;
export type OwnerBookingSortKey = (typeof OWNER_BOOKING_SORT_KEYS)[number];

/** The list's order as the server answers it when the address names none. */
export const DEFAULT_BOOKING_SORT: SortState<OwnerBookingSortKey> = { key: 'createdAt', direction: 'desc' };

/** The address's `sort` read against the list's keys; an unknown one is the default order. */
export const bookingSortOf = (value: string): SortState<OwnerBookingSortKey> => parseSort(value, OWNER_BOOKING_SORT_KEYS) ?? DEFAULT_BOOKING_SORT;
