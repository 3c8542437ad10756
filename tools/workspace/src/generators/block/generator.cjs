// Nx loads a generator with require() and runs TypeScript only through swc-node or ts-node,
// which the workspace does not install: tsx, which runs every other script here, reads the
// generator's source instead.
/* eslint-disable @typescript-eslint/no-require-imports -- Nx requires a CommonJS module here. */
require('tsx/cjs/api').register();
module.exports = require('./generator.ts');
