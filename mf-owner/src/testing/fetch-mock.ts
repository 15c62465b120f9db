// The jest fetch mock shared by the remotes' component tests (jsdom has no fetch).
export * from 'tooling/jest/fetch-mock';
