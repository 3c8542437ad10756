import type { Hono } from 'hono';

import { mountBlockyardAuthorize } from '../blockyard/authorize';
import { mountJetpackV4Connection } from './connection';
import { mountJetpackV4IdentityCrisis } from './identity-crisis';
import { mountJetpackV4Licensing } from './licensing';
import { mountJetpackV4Marketing } from './marketing';
import { mountJetpackV4Migration } from './migration';
import { mountJetpackV4Modules } from './modules';
import { mountJetpackV4Notices } from './notices';
import { mountJetpackV4Plugins } from './plugins';
import { mountJetpackV4Recommendations } from './recommendations';
import { mountJetpackV4Search } from './search';
import { mountJetpackV4Settings } from './settings';
import { mountJetpackV4Setup } from './setup';
import { mountJetpackV4Site } from './site';
import { mountJetpackV4VerifySite } from './verify-site';
import { mountJetpackV4Waf } from './waf';
import { mountJetpackV4Wordads } from './wordads';
import type { RouteContext } from '../route-context';

/** The provider plugin's site-management namespace (`jetpack/v4`), area by area, and the local authorize page. */
export function mountJetpackV4(app: Hono, context: RouteContext): void {
	mountJetpackV4Connection(app, context);
	mountJetpackV4Modules(app, context);
	mountJetpackV4Settings(app, context);
	mountJetpackV4Plugins(app, context);
	mountJetpackV4Site(app, context);
	mountJetpackV4Setup(app, context);
	mountJetpackV4Recommendations(app, context);
	mountJetpackV4Notices(app, context);
	mountJetpackV4VerifySite(app, context);
	mountJetpackV4Marketing(app);
	mountJetpackV4Licensing(app, context);
	mountJetpackV4IdentityCrisis(app, context);
	mountJetpackV4Search(app, context);
	mountJetpackV4Waf(app, context);
	mountJetpackV4Wordads(app, context);
	mountJetpackV4Migration(app);
	mountBlockyardAuthorize(app, context);
}
