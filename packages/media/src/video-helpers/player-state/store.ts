import { createReduxStore } from '@wordpress/data';

import * as actions from './actions';
import { reducer } from './reducer';
import * as selectors from './selectors';

/**
 * The `blockyard/media-source` data store: the media players on the page (each video's, by its
 * guid) with what each is doing (`is-playing`, `is-paused`, `is-error`), where it is and how
 * long it is, and the source other blocks follow when they name none. The service's player
 * reports into it (`listenToPlayers`); any block may read it (`select(mediaSourceStore)`) or
 * toggle a source. `registerMediaBlocks()` registers it.
 */
export const mediaSourceStore = createReduxStore('blockyard/media-source', { reducer, actions, selectors });
