import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { libraryConfig } from '../../vite.lib.ts';

const config = libraryConfig(import.meta.dirname);

export default {
	...config,
	plugins: [
		...(config.plugins ?? []),
		{
			// The declarations of src/forms-contract/contract.ts and src/money-contract/contract.ts
			// import the JSON beside them.
			name: 'blockyard:copy-contracts',
			apply: 'build',
			closeBundle() {
				for (const folder of ['forms-contract', 'money-contract']) {
					mkdirSync(join(import.meta.dirname, 'dist', folder), { recursive: true });
					copyFileSync(
						join(import.meta.dirname, 'src', folder, 'contract.json'),
						join(import.meta.dirname, 'dist', folder, 'contract.json')
					);
				}
			},
		},
	],
} satisfies typeof config;
