/* global expect */
require('@testing-library/jest-dom');
const util = require('node:util');
// jsdom lacks these, and RTK Query needs them.
if (!global.TextEncoder) global.TextEncoder = util.TextEncoder;
if (!global.TextDecoder) global.TextDecoder = util.TextDecoder;

// findBy*/waitFor wait up to 5 s instead of 1 s: CI runs every package's suites on a busy 2-core machine, where a
// re-render can take longer than a second. A failing expectation still fails; it only waits longer first.
try {
  // Resolved from the test file's package (not the cwd): one jest run covers every package (test-all's projects).
  const from = expect.getState().testPath ? require('node:path').dirname(expect.getState().testPath) : process.cwd();
  const dom = require(require.resolve('@testing-library/dom', { paths: [from] }));
  dom.configure({ asyncUtilTimeout: 5000 });
} catch {
  // A package without Testing Library (no component tests) needs nothing here.
}
