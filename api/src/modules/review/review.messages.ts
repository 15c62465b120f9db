// The review texts are shared with the browser (the form says the same before it sends).
export { REVIEW_MESSAGES } from 'shared-contracts/schemas';
