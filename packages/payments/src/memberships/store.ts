import { createReduxStore } from '@wordpress/data';

import * as actions from './actions';
import { reducer } from './reducer';
import * as selectors from './selectors';

/**
 * The `blockyard/memberships` data store: one editor's view of the site's payment account (its
 * plans, whether an account is connected, where to connect one, the default currency, the
 * subscriber counts). Each registry that registers it has its own, so two editors on one page
 * share none of it: `registerPaymentsBlocks()` registers it in WordPress's registry,
 * `<HostProvider stores={[membershipsStore]}>` in an app's or a test's. Why a data store:
 * docs/decisions/0047-memberships-store.md.
 */
export const membershipsStore = createReduxStore('blockyard/memberships', { reducer, actions, selectors });
