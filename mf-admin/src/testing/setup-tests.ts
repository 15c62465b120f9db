import { configure } from '@testing-library/react';

// The desk's screens are forms and tables; a busy CI machine needs more than the default waits.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

// Answer drafts live in session storage; each test starts without any.
afterEach(() => window.sessionStorage.clear());
