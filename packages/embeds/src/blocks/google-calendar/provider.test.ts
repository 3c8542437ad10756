import { describe } from 'vitest';

import { describeProviderFuzz } from '../../embed/test/fuzz-provider';
import { googleCalendarProvider } from './provider';

describe('the Google Calendar provider', () => {
	describeProviderFuzz(googleCalendarProvider, {
		defaults: { height: 600 },
		embeddable: [
			'https://calendar.google.com/calendar/embed?src=team%40example.com&ctz=Europe%2FLondon',
			'https://calendar.google.com/calendar/u/0?cid=dGVhbUBleGFtcGxlLmNvbQ',
			'<iframe src="https://calendar.google.com/calendar/embed?src=team%40example.com" style="border: 0" width="800" height="600" frameborder="0" scrolling="no"></iframe>',
		],
		numRuns: 300,
	});
});
