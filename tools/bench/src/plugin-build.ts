import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { CONSUMERS, createConsumer } from '../../../scripts/lib/consumers.mjs';
import { publishWorkspace, startLocalRegistry } from '../../../scripts/lib/local-registry.mjs';
import type { BusinessHoursAlone } from './results';

/** size-check's journey "Business Hours registered alone" (tools/size-check's budgets), as this bench measures it. */
export const BUSINESS_HOURS_ALONE = `import { registerBusinessHoursBlock } from '@blockyard/content';
registerBusinessHoursBlock();`;

/** The `@wordpress/scripts` version the WordPress plugin consumer builds with. */
function wpScriptsVersion(): string {
	const manifest = JSON.parse(
		readFileSync(join(CONSUMERS['wp-plugin'].template, 'package.json'), 'utf8')
	) as {
		devDependencies?: Record<string, string>;
	};
	return manifest.devDependencies?.['@wordpress/scripts'] ?? 'unknown';
}

/**
 * The WordPress plugin that brings Business Hours alone (e2e/consumers/wp-plugin),
 * made and built as `npm test`'s consumers are: every public package published to
 * a local registry, `@blockyard/content` installed from it beside the kept
 * third-party install, `npm run build` (`@wordpress/scripts`, webpack). Its
 * `build/index.js`, gzipped (level 9); or why it could not be built (no kept
 * third-party install, the registry or the build failing).
 */
export async function wpScriptsBuild(log: (line: string) => void): Promise<BusinessHoursAlone['wpScripts']> {
	const version = wpScriptsVersion();
	// Vite's builds in this process (the sizes, the playground) set NODE_ENV=production, which
	// npm reads as --omit=dev: the consumer's install would remove @wordpress/scripts, a
	// devDependency, from the kept install. Its commands run without it, as npm test's do.
	const nodeEnv = process.env.NODE_ENV;
	delete process.env.NODE_ENV;
	let registry: Awaited<ReturnType<typeof startLocalRegistry>> | undefined;
	let consumer: ReturnType<typeof createConsumer> | undefined;
	try {
		registry = await startLocalRegistry({ quiet: true });
		log('publishing the packages to a local registry (as npm test does)');
		publishWorkspace(registry, { stdio: 'pipe' });
		consumer = createConsumer('wp-plugin', registry);
		if (!consumer.reusedInstall) {
			// Installing @wordpress/scripts from npm takes minutes and the network: not the bench's to do.
			throw new Error(
				'no kept install of its third-party dependencies (npm test’s install phase makes it)'
			);
		}
		// Its install and build; the zip adds nothing to build/index.js.
		const build = consumer.commands.filter((command) => command.at(-1) !== 'plugin-zip');
		for (const command of build) {
			log(`wp-plugin: ${command.join(' ')}`);
			consumer.run(command);
		}
		const bytes = readFileSync(join(consumer.dir, 'build/index.js'));
		return { gzipBytes: gzipSync(bytes, { level: 9 }).byteLength, version };
	} catch (error) {
		const reason =
			error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
		log(`the WordPress plugin was not built: ${reason}`);
		return { missing: reason };
	} finally {
		consumer?.dispose();
		await registry?.stop();
		if (nodeEnv !== undefined) {
			process.env.NODE_ENV = nodeEnv;
		}
	}
}
