// The coupon texts are shared with the browser (the coupon box shows the same words).
export { COUPON_MESSAGES } from 'shared-contracts/schemas';
