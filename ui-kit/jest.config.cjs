module.exports = { ...require('tooling/jest'), rootDir: __dirname };
