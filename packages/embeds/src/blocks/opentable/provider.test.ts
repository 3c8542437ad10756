import { describe } from 'vitest';

import { describeProviderFuzz } from '../../embed/test/fuzz-provider';
import { openTableProvider } from './provider';

describe('the OpenTable provider', () => {
	describeProviderFuzz(openTableProvider, {
		defaults: {
			rid: [],
			style: 'standard',
			iframe: true,
			domain: 'com',
			newtab: false,
			negativeMargin: false,
		},
		embeddable: [
			'https://www.opentable.com/widget/reservation/loader?rid=412810&domain=com&type=standard&theme=standard&lang=en-US',
			'https://www.opentable.com/restref/client/?restref=412810&lang=fr-CA',
			"<script type='text/javascript' src='//www.opentable.com/widget/reservation/loader?rid=412810&type=button&theme=standard&iframe=true'></script>",
		],
		numRuns: 300,
		// OpenTable's embed code is its loader script: its address is read as text, never run.
		scriptEmbedCode: true,
	});
});
