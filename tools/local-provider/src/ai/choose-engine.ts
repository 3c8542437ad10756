import type { AiConfig } from './config';
import type { AiEngine } from './engine';
import { createOfflineEngine } from './offline-engine';
import { createUpstreamEngine } from './upstream-engine';

/** The upstream model when one is configured, else the offline engine. */
export function chooseEngine(config: AiConfig): AiEngine {
	return config.upstream !== undefined
		? createUpstreamEngine({ ...config, upstream: config.upstream })
		: createOfflineEngine({ paceMs: config.offlinePaceMs });
}
