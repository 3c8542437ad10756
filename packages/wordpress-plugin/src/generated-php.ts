import formsContract from '@blockyard/api-client/forms-contract.json' with { type: 'json' };
import promptsContract from '@blockyard/api-client/prompts-contract.json' with { type: 'json' };
import type { GeneratedPhp } from '@blockyard/i18n';

import { formsContractPhp } from './forms-contract-php';
import { promptsContractPhp } from './prompts-contract-php';

/** A PHP file the build writes into the plugin's includes/. */
export interface GeneratedInclude extends GeneratedPhp {
	/** Its name in includes/. */
	readonly file: string;
}

/**
 * The PHP the build writes into the plugin (includes/forms-contract.php,
 * includes/ai-prompts-contract.php) rather than copies from plugin/, each from its contract.json;
 * the translation template reads them too: their messages are translated in WordPress.
 */
export const generatedPhp = (): GeneratedInclude[] => [
	{
		file: 'forms-contract.php',
		reference: 'packages/wordpress-plugin/src/forms-contract-php.ts',
		source: formsContractPhp(formsContract),
	},
	{
		file: 'ai-prompts-contract.php',
		reference: 'packages/wordpress-plugin/src/prompts-contract-php.ts',
		source: promptsContractPhp(promptsContract),
	},
];
