const { frontendJestConfig } = require('../jest.frontend.cjs');

module.exports = frontendJestConfig(__dirname);
