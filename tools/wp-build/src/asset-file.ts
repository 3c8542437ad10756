import { createHash } from 'node:crypto';

/**
 * The `<script>.asset.php` WordPress plugins ship beside each script: its script
 * dependencies and a content-hash version, as @wordpress/scripts writes it.
 */
export function assetFile(dependencies: Iterable<string>, script: string | Uint8Array): string {
	const version = createHash('sha256').update(script).digest('hex').slice(0, 20);
	const list = [...new Set(dependencies)]
		.sort()
		.map((handle) => `'${handle.replace(/[\\']/g, '')}'`)
		.join(', ');
	return `<?php return array('dependencies' => array(${list}), 'version' => '${version}');\n`;
}
