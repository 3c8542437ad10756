import { describeStartViews } from '@blockyard/block-fixtures';

import { startViews } from './start-views';

describeStartViews(startViews);
