import { describe, expect, it } from 'vitest';

import { calendarFrame } from './frame';
import { calendarHeight } from './height';

describe('calendarFrame', () => {
	it('frames an embed address, sandboxed, at its height', () => {
		expect(
			calendarFrame({ url: 'https://calendar.google.com/calendar/embed?src=a%40b.com', height: 400 })
		).toEqual({
			src: 'https://calendar.google.com/calendar/embed?src=a%40b.com',
			title: 'Google Calendar',
			sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
			height: 400,
		});
	});

	it('frames nothing for no address, another host, or another page of the host', () => {
		expect(calendarFrame({ height: 600 })).toBeUndefined();
		expect(calendarFrame({ url: 'https://evil.test/calendar/embed?src=a', height: 600 })).toBeUndefined();
		expect(
			calendarFrame({ url: 'https://calendar.google.com/calendar/r?cid=a', height: 600 })
		).toBeUndefined();
		expect(calendarFrame({ url: 'javascript:alert(1)', height: 600 })).toBeUndefined();
	});

	it('falls back to 600 pixels for a height that is not a positive whole number', () => {
		expect(
			calendarFrame({ url: 'https://calendar.google.com/calendar/embed?src=a', height: -1 })?.height
		).toBe(600);
	});
});

describe('calendarHeight', () => {
	it('takes whole numbers from 100 to 2000', () => {
		expect(calendarHeight('450')).toBe(450);
		expect(calendarHeight(' 100 ')).toBe(100);
		for (const text of ['99', '2001', '4.5', '', 'abc', '-300']) {
			expect(calendarHeight(text), text).toBeUndefined();
		}
	});
});
