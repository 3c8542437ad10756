import { createReduxStore } from '@wordpress/data';

import * as actions from './actions';
import { reducer } from './reducer';
import * as selectors from './selectors';

/**
 * The `blockyard/ai-assistant` data store: one editor's AI state (the site's
 * plan and quota, pending requests, the blocks a transform replaced, earlier
 * replies). Each registry that registers it has its own, so two editors on one
 * page share none of it. The AI blocks and actions register it in their editor's
 * registry the first time they need it, so its code loads with theirs;
 * `<HostProvider stores={[aiAssistantStore]}>` gives an app's or a test's editor its own.
 */
export const aiAssistantStore = createReduxStore('blockyard/ai-assistant', { reducer, actions, selectors });

export type { AiAssistantState } from './reducer';
export { MAX_GENERATIONS, type Generations } from './generations';
