// Type tests: checked by `tsc -p packages/connection/tsconfig.json`, not run.
import { createApi } from '@blockyard/api-client';
import { expectTypeOf } from 'vitest';

import { connectionCalls, type ConnectionCalls } from '../connection-client';
import { isUserConnected } from '../is-user-connected';
import { redirectLink } from '../redirect-link';
import { createConnectionStore } from '../store';

// The calls bound to an api are what the store takes.
const calls = connectionCalls(createApi({ root: '/wp-json/' }));
expectTypeOf(calls).toEqualTypeOf<ConnectionCalls>();
expectTypeOf(calls.status).returns.resolves.toHaveProperty('isRegistered');

const store = createConnectionStore({ calls });
expectTypeOf(store.getState().registerSite).returns.resolves.toEqualTypeOf<string | undefined>();
expectTypeOf(store.getState().userConnectionData.currentUser.login).toEqualTypeOf<string | undefined>();
expectTypeOf(isUserConnected(store.getState(), { type: 'atomic' })).toBeBoolean();

// @ts-expect-error: a site type the hosts do not know.
isUserConnected(store.getState(), { type: 'jetpack' });
// @ts-expect-error: a redirect link needs a source or a url.
redirectLink({ site: 'example.com' });
