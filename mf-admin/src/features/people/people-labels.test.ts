import {
  ADMIN_BOOKING_STATUS_LABELS,
  ADMIN_REASON_MAX,
  ADMIN_REVIEW_FILTERS,
  ADMIN_USER_ROLE_LABELS,
  ADMIN_USER_ROLES,
  ADMIN_USER_STATE_LABELS,
  ADMIN_USER_STATES,
  REPORT_REASON_LABELS as CONTRACT_REASONS,
  REPORT_STATUS_LABELS as CONTRACT_REPORT_STATUSES,
} from 'shared-contracts/schemas/admin';
import { REPORT_REASON_LABELS, REPORT_STATUS_LABELS, REVIEW_FILTERS } from '../reviews/reviews.messages';
import { BOOKING_STATUS_LABELS, USER_ROLE_LABELS, USER_ROLES, USER_STATE_LABELS, USER_STATES } from '../users/users.messages';
import { NOTE_MAX } from './note-dialog';

/** The desk copies the contract's words rather than bundling the schema library; these copies must not drift. */
describe('회원·콘텐츠 labels', () => {
  it('equal the admin contract', () => {
    expect(REPORT_REASON_LABELS).toEqual(CONTRACT_REASONS);
    expect(REPORT_STATUS_LABELS).toEqual(CONTRACT_REPORT_STATUSES);
    expect(REVIEW_FILTERS).toEqual(ADMIN_REVIEW_FILTERS);
    expect(USER_ROLES).toEqual(ADMIN_USER_ROLES);
    expect(USER_ROLE_LABELS).toEqual(ADMIN_USER_ROLE_LABELS);
    expect(USER_STATES).toEqual(ADMIN_USER_STATES);
    expect(USER_STATE_LABELS).toEqual(ADMIN_USER_STATE_LABELS);
    expect(BOOKING_STATUS_LABELS).toEqual(ADMIN_BOOKING_STATUS_LABELS);
    expect(NOTE_MAX).toBe(ADMIN_REASON_MAX);
  });
});
