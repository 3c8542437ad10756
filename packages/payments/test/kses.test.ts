// @vitest-environment jsdom
//
// kses.json must cover every tag and attribute the blocks save beyond what WordPress already lets
// an author keep, and nothing more (docs/decisions/0024-markup-allowance-per-package.md).
import { describeMarkupAllowance } from '@blockyard/block-fixtures';
import { join } from 'node:path';

import allowance from '../kses.json' with { type: 'json' };

describeMarkupAllowance({ fixturesDir: join(import.meta.dirname, 'fixtures'), allowance });
