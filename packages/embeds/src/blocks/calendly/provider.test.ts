import { describe } from 'vitest';

import { describeProviderFuzz } from '../../embed/test/fuzz-provider';
import { calendlyProvider } from './provider';

describe('the Calendly provider', () => {
	describeProviderFuzz(calendlyProvider, {
		defaults: {
			style: 'inline',
			backgroundColor: 'ffffff',
			primaryColor: '00A2FF',
			textColor: '4D5055',
			hideEventTypeDetails: false,
		},
		embeddable: [
			'https://calendly.com/team/30min?background_color=1a1a1a&hide_event_type_details=1',
			'https://calendly.com/d/abc-123/intro',
			'<div class="calendly-inline-widget" data-url="https://calendly.com/team/30min?primary_color=ff0000" style="min-width:320px;height:700px;"></div><script type="text/javascript" src="https://assets.calendly.com/assets/external/widget.js" async></script>',
			`<a href="" onclick="Calendly.initPopupWidget({url: 'https://calendly.com/team/30min'});return false;">Schedule time with me</a>`,
		],
		numRuns: 300,
	});
});
