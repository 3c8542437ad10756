import type { Hono } from 'hono';

import { mountBlockyardAuthorize } from './blockyard-authorize';
import { mountJetpackV4Connection } from './jetpack-v4-connection';
import { mountJetpackV4IdentityCrisis } from './jetpack-v4-identity-crisis';
import { mountJetpackV4Licensing } from './jetpack-v4-licensing';
import { mountJetpackV4Marketing } from './jetpack-v4-marketing';
import { mountJetpackV4Migration } from './jetpack-v4-migration';
import { mountJetpackV4Modules } from './jetpack-v4-modules';
import { mountJetpackV4Notices } from './jetpack-v4-notices';
import { mountJetpackV4Plugins } from './jetpack-v4-plugins';
import { mountJetpackV4Recommendations } from './jetpack-v4-recommendations';
import { mountJetpackV4Search } from './jetpack-v4-search';
import { mountJetpackV4Settings } from './jetpack-v4-settings';
import { mountJetpackV4Setup } from './jetpack-v4-setup';
import { mountJetpackV4Site } from './jetpack-v4-site';
import { mountJetpackV4VerifySite } from './jetpack-v4-verify-site';
import { mountJetpackV4Waf } from './jetpack-v4-waf';
import { mountJetpackV4Wordads } from './jetpack-v4-wordads';
import type { RouteContext } from './route-context';

/** The provider plugin's site-management namespace (`jetpack/v4`), area by area, and the local authorize page. */
export function mountJetpackV4(app: Hono, context: RouteContext): void {
	mountJetpackV4Connection(app, context);
	mountJetpackV4Modules(app, context);
	mountJetpackV4Settings(app, context);
	mountJetpackV4Plugins(app, context);
	mountJetpackV4Site(app);
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
