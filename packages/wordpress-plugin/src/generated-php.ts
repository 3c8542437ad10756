import formsContract from '@blockyard/api-client/forms-contract.json' with { type: 'json' };
import type { GeneratedPhp } from '@blockyard/i18n';

import { formsContractPhp } from './forms-contract-php';

/**
 * The PHP the build writes into the plugin (includes/forms-contract.php) rather than copies from
 * plugin/, for the translation template: its messages are translated in WordPress too.
 */
export const generatedPhp = (): GeneratedPhp[] => [
	{
		reference: 'packages/wordpress-plugin/src/forms-contract-php.ts',
		source: formsContractPhp(formsContract),
	},
];
