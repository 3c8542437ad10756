import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { libraryConfig } from '../../vite.lib.ts';

const config = libraryConfig(import.meta.dirname);

export default {
	...config,
	plugins: [
		...(config.plugins ?? []),
		{
			// The declarations of src/forms-contract/contract.ts import the JSON beside them.
			name: 'blockyard:copy-forms-contract',
			apply: 'build',
			closeBundle() {
				mkdirSync(join(import.meta.dirname, 'dist', 'forms-contract'), { recursive: true });
				copyFileSync(
					join(import.meta.dirname, 'src', 'forms-contract', 'contract.json'),
					join(import.meta.dirname, 'dist', 'forms-contract', 'contract.json')
				);
			},
		},
	],
} satisfies typeof config;
