import { createHash } from 'node:crypto';

/**
 * The `<script>.asset.php` WordPress plugins ship beside each script: its script
 * dependencies and a content-hash version, as @wordpress/scripts writes it, and the chunks
 * the script loads on first use (`chunks/…js`), whose translations the plugin gives the script
 * on a page that prints it.
 */
export function assetFile(
	dependencies: Iterable<string>,
	script: string | Uint8Array,
	chunks: Iterable<string> = []
): string {
	const version = createHash('sha256').update(script).digest('hex').slice(0, 20);
	const list = (values: Iterable<string>) =>
		[...new Set(values)]
			.sort()
			.map((value) => `'${value.replace(/[\\']/g, '')}'`)
			.join(', ');
	return `<?php return array('dependencies' => array(${list(dependencies)}), 'version' => '${version}', 'chunks' => array(${list(chunks)}));\n`;
}
