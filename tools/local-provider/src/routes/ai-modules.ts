import { mountAiFeature } from './ai-feature';
import { mountAiImages } from './ai-images';
import { mountAiJwtHosted, mountAiJwtPlugin } from './ai-jwt';
import { mountAiQuery } from './ai-query';
import type { RouteModule } from './route-context';

/** The AI routes: tokens, feature status and quota, the streamed query, image generation. */
export const aiRouteModules: readonly RouteModule[] = [
	{ namespace: 'wpcom/v2', mount: mountAiJwtHosted },
	{ namespace: 'jetpack/v4', mount: mountAiJwtPlugin },
	{ namespace: 'wpcom/v2', mount: mountAiFeature },
	// At the platform's path, outside the REST root.
	{ mount: (app, context) => mountAiQuery(app, context) },
	{ namespace: 'wpcom/v2', mount: mountAiImages },
];
