/**
 * `ui-kit/cancel`: the one booking cancel dialog (member, owner, admin) with its refund quote; its endpoints come from
 * shared-contracts/cancellation. A subpath, off the guest's first view: only the screens that cancel bundle it.
 */
export { CancelBookingDialog, type CancelBookingDialogProps, type CancelDialogTexts } from './primitives/cancel/cancel-booking-dialog';
export { RefundQuotePanel, type RefundQuoteTexts } from './primitives/cancel/refund-quote-panel';
