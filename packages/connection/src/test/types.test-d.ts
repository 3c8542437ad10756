// Type tests: checked by `tsc -p packages/connection/tsconfig.json`, not run.
import { createClient } from '@blockyard/api-client';
import { expectTypeOf } from 'vitest';

import type { ConnectionClient } from '../connection-client';
import { isUserConnected } from '../is-user-connected';
import { redirectLink } from '../redirect-link';
import { createConnectionStore } from '../store';

// A full API client is a connection client.
expectTypeOf(createClient({ root: '/wp-json/' })).toExtend<ConnectionClient>();

const store = createConnectionStore({ client: createClient({ root: '/wp-json/' }) });
expectTypeOf(store.getState().registerSite).returns.resolves.toEqualTypeOf<string | undefined>();
expectTypeOf(store.getState().userConnectionData.currentUser.login).toEqualTypeOf<string | undefined>();
expectTypeOf(isUserConnected(store.getState(), { type: 'atomic' })).toBeBoolean();

// @ts-expect-error: a site type the hosts do not know.
isUserConnected(store.getState(), { type: 'jetpack' });
// @ts-expect-error: a redirect link needs a source or a url.
redirectLink({ site: 'example.com' });
