// Reuses npm test's local registry when its URL is in the environment; otherwise starts
// one and publishes every public package to it, as npm test does (build them first).
import { publishWorkspace, startLocalRegistry } from '../../../scripts/lib/local-registry.mjs';
import { REGISTRY_NPMRC_VARIABLE, REGISTRY_URL_VARIABLE } from './registry';

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
	if (process.env[REGISTRY_URL_VARIABLE] && process.env[REGISTRY_NPMRC_VARIABLE]) {
		return undefined;
	}
	const registry = await startLocalRegistry();
	try {
		publishWorkspace(registry, { stdio: 'pipe' });
	} catch (error) {
		await registry.stop();
		throw error;
	}
	process.env[REGISTRY_URL_VARIABLE] = registry.url;
	process.env[REGISTRY_NPMRC_VARIABLE] = registry.npmrc;
	return () => registry.stop();
}
