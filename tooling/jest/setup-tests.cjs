require('@testing-library/jest-dom');
const util = require('node:util');
// jsdom lacks these, and RTK Query / msw need them.
if (!global.TextEncoder) global.TextEncoder = util.TextEncoder;
if (!global.TextDecoder) global.TextDecoder = util.TextDecoder;
