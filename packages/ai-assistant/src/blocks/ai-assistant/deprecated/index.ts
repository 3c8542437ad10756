import type { BlockDeprecation } from '@wordpress/blocks';

import type { AiAssistantAttributes } from '../../../types';

/** Earlier saved forms of the block, newest first. None yet: 0.1.0 is the first. */
const deprecated: BlockDeprecation<AiAssistantAttributes>[] = [];

export default deprecated;
