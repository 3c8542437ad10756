// Part of each package's build, after `tsc` has emitted its declarations into dist/:
// `node ../../scripts/add-declaration-extensions.mjs dist` (see lib/declaration-extensions.mjs).
import { resolve } from 'node:path';

import { addDeclarationExtensions } from './lib/declaration-extensions.mjs';

addDeclarationExtensions(resolve(process.argv[2] ?? 'dist'));
