import type { Hono } from 'hono';

import { aiRouteModules } from './ai-modules';
import { mountBlockyardNonce } from './blockyard-nonce';
import { mountBlockyardV1Forms } from './blockyard-v1-forms';
import { mountBlockyardV1Maps } from './blockyard-v1-maps';
import { mountBlockyardV1Newsletter } from './blockyard-v1-newsletter';
import { mountBlockyardTiles } from './blockyard-tiles';
import { hostedRouteModules } from './hosted-modules';
import { mountJetpackV4 } from './jetpack-v4';
import { mountRestIndex } from './rest-index';
import type { RouteContext, RouteModule } from './route-context';
import { mountUploads } from './uploads';
import { mountAdminAjax } from './admin-ajax';
import { mountResumableUpload } from './resumable-upload';
import { mountThirdPartyStandIns } from './third-party-stand-ins';
import { mountWpV2Media } from './wp-v2-media';
import { mountWpV2Posts } from './wp-v2-posts';
import { mountWpV2Settings } from './wp-v2-settings';
import { mountWpV2PayProducts } from './wp-v2-pay-products';
import { mountWpcomV2BusinessHours } from './wpcom-v2-business-hours';
import { mountWpcomV2Tracks } from './wpcom-v2-tracks';

export type { MountRoutes, RouteContext, RouteModule } from './route-context';
export { REST_PREFIX } from './route-context';

/** Every route module of the provider. A new area: add its file and one line here. */
export const routeModules: readonly RouteModule[] = [
	{ mount: mountRestIndex },
	{ mount: mountBlockyardNonce },
	{ namespace: 'wp/v2', mount: mountWpV2Posts },
	{ namespace: 'wp/v2', mount: mountWpV2Media },
	{ namespace: 'wp/v2', mount: mountWpV2Settings },
	{ namespace: 'wp/v2', mount: mountWpV2PayProducts },
	{ namespace: 'wpcom/v2', mount: mountWpcomV2BusinessHours },
	...aiRouteModules,
	{ namespace: 'jetpack/v4', mount: mountJetpackV4 },
	...hostedRouteModules,
	{ namespace: 'blockyard/v1', mount: mountBlockyardV1Forms },
	{ mount: mountUploads },
	{ mount: mountAdminAjax },
	{ mount: mountResumableUpload },
	{ mount: mountThirdPartyStandIns },
	{ namespace: 'wpcom/v2', mount: mountWpcomV2Tracks },
	{ namespace: 'blockyard/v1', mount: mountBlockyardV1Maps },
	{ namespace: 'blockyard/v1', mount: mountBlockyardV1Newsletter },
	{ mount: mountBlockyardTiles },
];

/** The distinct namespaces of `modules`, in order of appearance. */
export function namespacesOf(modules: readonly RouteModule[]): string[] {
	return [...new Set(modules.flatMap((module) => (module.namespace ? [module.namespace] : [])))];
}

export function mountRoutes(
	app: Hono,
	modules: readonly RouteModule[],
	context: Omit<RouteContext, 'namespaces'>
): void {
	const full: RouteContext = { ...context, namespaces: namespacesOf(modules) };
	for (const module of modules) {
		module.mount(app, full);
	}
}
