/**
 * How an import is reached inside WordPress: a global that a registered script
 * sets, and that script's handle (which goes into the asset file's dependencies).
 * This follows @wordpress/dependency-extraction-webpack-plugin's conventions.
 */
export interface WordPressExternal {
	/** The global path, e.g. `wp.blockEditor`. */
	readonly global: string;
	/** The script handle, e.g. `wp-block-editor`. */
	readonly handle: string;
}

/**
 * @wordpress packages WordPress does not ship as scripts: they are bundled.
 * (The same list as the dependency-extraction plugin's.)
 */
const BUNDLED_WORDPRESS_PACKAGES = new Set([
	'@wordpress/dataviews',
	'@wordpress/icons',
	'@wordpress/interface',
	'@wordpress/sync',
	'@wordpress/undo-manager',
	'@wordpress/upload-media',
	'@wordpress/fields',
]);

const camelCase = (name: string): string =>
	name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

const FIXED: Readonly<Record<string, WordPressExternal>> = {
	react: { global: 'React', handle: 'react' },
	'react-dom': { global: 'ReactDOM', handle: 'react-dom' },
	// WordPress 6.6+ registers this handle; on 6.5 the plugin registers a small polyfill under it.
	'react/jsx-runtime': { global: 'ReactJSXRuntime', handle: 'react-jsx-runtime' },
};

/** The global and handle for `id`, or `undefined` when the import is bundled. */
export function wordpressExternal(id: string): WordPressExternal | undefined {
	const fixed = FIXED[id];
	if (fixed) {
		return fixed;
	}
	const wordpress = /^@wordpress\/([a-z0-9-]+)$/.exec(id);
	if (wordpress?.[1] && !BUNDLED_WORDPRESS_PACKAGES.has(id)) {
		return { global: `wp.${camelCase(wordpress[1])}`, handle: `wp-${wordpress[1]}` };
	}
	const blockyard = /^@blockyard\/([a-z0-9-]+)$/.exec(id);
	if (blockyard?.[1]) {
		return { global: `blockyard.${camelCase(blockyard[1])}`, handle: `blockyard-${blockyard[1]}` };
	}
	return undefined;
}
