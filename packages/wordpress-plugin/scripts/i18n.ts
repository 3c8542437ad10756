// `npm run i18n`: writes languages/blockyard.pot from every package's scripts and block.json
// files, the plugin's PHP and the PHP its build writes, and brings each translation
// (languages/blockyard-<locale>.po) up to it: a new string is added untranslated, a string gone
// is dropped, every translation is kept. Then says what is still untranslated or wrong; the
// plugin's unit tests (src/translations.test.ts) fail on the same.
import { shippedLocales, writeTemplate } from '@blockyard/i18n';

import { generatedPhp } from '../src/generated-php';

const { strings, problems } = writeTemplate(generatedPhp());
console.log(
	`i18n: ${strings} strings in languages/blockyard.pot; translations: ${shippedLocales().join(', ') || 'none'}`
);
for (const problem of problems) {
	console.error(`i18n: ${problem}`);
}
if (problems.length > 0) {
	process.exitCode = 1;
}
