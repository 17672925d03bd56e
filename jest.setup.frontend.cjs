// Runs before every frontend test file.
require('@testing-library/jest-dom');

// jsdom lacks the encoding globals react-router 7 needs at import time; Node has them.
const util = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
}
