/**
 * `shared-contracts/cancellation`: the refund-quote and cancel endpoints of the one cancel dialog (ui-kit/cancel),
 * parameterised by who cancels (member, owner, admin). A subpath of its own, not in the shared singleton index: only
 * the screens that cancel bundle it, and the api (which imports the schemas) never does.
 */
export {
  bookingCancelApi,
  cancelInvalidates,
  useBookingCancelMutation,
  useBookingRefundQuoteQuery,
  type CancelBookingArgs,
  type CancelScope,
  type RefundQuoteArgs,
} from './cancellation/booking-cancel.api';
