/* global expect */
require('@testing-library/jest-dom');
const util = require('node:util');
// jsdom lacks these, and RTK Query needs them.
if (!global.TextEncoder) global.TextEncoder = util.TextEncoder;
if (!global.TextDecoder) global.TextDecoder = util.TextDecoder;

// findBy*/waitFor wait up to 10 s instead of 1 s: CI runs every package's suites beside the API suite and tsc on a
// busy 2-core machine, where a long form's re-render took over 4 s. A failing expectation still fails; it only waits
// longer first. Packages must not lower it (one mf-account wait failed at 4 s in CI).
try {
  // Resolved from the test file's package (not the cwd): one jest run covers every package (test-all's projects).
  const from = expect.getState().testPath ? require('node:path').dirname(expect.getState().testPath) : process.cwd();
  const dom = require(require.resolve('@testing-library/dom', { paths: [from] }));
  dom.configure({ asyncUtilTimeout: 10_000 });
} catch {
  // A package without Testing Library (no component tests) needs nothing here.
}
