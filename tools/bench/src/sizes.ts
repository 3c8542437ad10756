import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { measure, PROVIDED_BY_WORDPRESS } from '@blockyard/size-check/measure';

import type { Download, PackageSize, PeerSize } from './results';

/** Each published package, and the entry that registers its blocks (none for a package without blocks). */
const PACKAGES: readonly { readonly name: string; readonly register?: string }[] = [
	{ name: '@blockyard/api-client' },
	{ name: '@blockyard/ui', register: 'registerUiBlocks' },
	{ name: '@blockyard/connection' },
	{ name: '@blockyard/content', register: 'registerContentBlocks' },
	{ name: '@blockyard/embeds', register: 'registerEmbedsBlocks' },
	{ name: '@blockyard/media', register: 'registerMediaBlocks' },
	{ name: '@blockyard/payments', register: 'registerPaymentsBlocks' },
	{ name: '@blockyard/forms', register: 'registerFormsBlocks' },
	{ name: '@blockyard/ai-assistant', register: 'registerAiAssistant' },
	{ name: '@blockyard/editor' },
];

/** Every block of the suite in WordPress, as the plugin's editor script registers it (bundled as its build does). */
const SUITE = `import { createWordPressHost, readWordPressPageState, registerBlockyard } from '@blockyard/editor';
registerBlockyard({ host: createWordPressHost(readWordPressPageState(window.blockyardPageState)) });`;

/** Each package's own code and what registering its blocks ships, and the whole suite's registration. */
export async function packageSizes(root: string): Promise<{
	packages: PackageSize[];
	suiteRegistrationGzipBytes: number;
}> {
	const packages: PackageSize[] = [];
	for (const { name, register } of PACKAGES) {
		const others = PACKAGES.map((entry) => entry.name).filter((other) => other !== name);
		const own = await measure(`export * from '${name}';`, root, {
			external: [...PROVIDED_BY_WORDPRESS, ...others],
		});
		const registration =
			register === undefined
				? undefined
				: await measure(`import { ${register} } from '${name}';\n${register}();`, root);
		packages.push({
			name,
			ownGzipBytes: own.gzipBytes,
			...(registration ? { registrationGzipBytes: registration.gzipBytes } : {}),
		});
	}
	const suite = await measure(SUITE, root, { wordpress: true });
	return { packages, suiteRegistrationGzipBytes: suite.gzipBytes };
}

/** The `@wordpress` scripts the editor runs on, each measured as WordPress ships it. */
const WORDPRESS_PEERS = ['element', 'data', 'blocks', 'components', 'block-editor', 'block-library'];
const REACT = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime'];

/**
 * React (production, as the playground bundles it) and the `@wordpress`
 * scripts the editor loads anyway, each as WordPress ships it: its own code and
 * the libraries it bundles, with React and every other `@wordpress` script left out.
 */
export async function peerSizes(root: string): Promise<PeerSize[]> {
	const react = await measure(
		`import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
export { React, ReactDOM, ReactDOMClient };`,
		root,
		{ external: [] }
	);
	const peers: PeerSize[] = [{ name: 'React and ReactDOM (production)', gzipBytes: react.gzipBytes }];
	const installed = readdirSync(join(root, 'node_modules/@wordpress'));
	for (const name of WORDPRESS_PEERS) {
		const others = installed
			.filter((other) => other !== name)
			.flatMap((other) => [`@wordpress/${other}`, `@wordpress/${other}/*`]);
		const measured = await measure(`export * from '@wordpress/${name}';`, root, {
			external: [...REACT, ...others],
		});
		peers.push({ name: `\`@wordpress/${name}\``, gzipBytes: measured.gzipBytes });
	}
	return peers;
}

/** The gzipped size of the files a page requested, from the built playground. */
export function downloadOf(distDir: string, requested: readonly string[]): Download {
	const files = [...new Set(requested)].filter((file) => /\.(js|css)$/.test(file));
	const gzipOf = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).byteLength;
	const sum = (extension: string) =>
		files.filter((file) => file.endsWith(extension)).reduce((total, file) => total + gzipOf(file), 0);
	return { files: files.length, jsGzipBytes: sum('.js'), cssGzipBytes: sum('.css') };
}
