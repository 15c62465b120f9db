// The desk's screens are forms and tables; a busy CI machine needs more than jest's 5-s test timeout
// (Testing Library's waits are set for every package in tooling/jest/setup-tests.cjs).
jest.setTimeout(30_000);

// Answer drafts live in session storage; each test starts without any.
afterEach(() => window.sessionStorage.clear());
