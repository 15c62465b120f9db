// The extranet's screens are forms, calendars and tables; a busy CI machine needs more than jest's 5-s test
// timeout (Testing Library's waits are set for every package in tooling/jest/setup-tests.cjs).
jest.setTimeout(30_000);

// jsdom has no layout: the room board scrolls its highlighted room into view.
// (A test file may run in the node environment instead: there is no Element there.)
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
