import { describe, expect, it } from 'vitest';

import { parseGoogleCalendar } from './parse';

const EMBED = 'https://calendar.google.com/calendar/embed';

describe('parseGoogleCalendar', () => {
	it('takes a public address, keeping the parameters Google reads', () => {
		expect(
			parseGoogleCalendar(
				`${EMBED}?src=team%40example.com&ctz=Europe%2FLondon&mode=WEEK&showTitle=0&other=1`
			)
		).toEqual({
			ok: true,
			url: `${EMBED}?src=team%40example.com&ctz=Europe%2FLondon&mode=WEEK&showTitle=0`,
			attributes: { url: `${EMBED}?src=team%40example.com&ctz=Europe%2FLondon&mode=WEEK&showTitle=0` },
		});
	});

	it('forces https', () => {
		expect(parseGoogleCalendar('http://calendar.google.com/calendar/embed?src=a%40b.com')).toMatchObject({
			ok: true,
			url: `${EMBED}?src=a%40b.com`,
		});
	});

	it('converts a share link’s cid (base64 or plain) to the embed address', () => {
		expect(
			parseGoogleCalendar('https://calendar.google.com/calendar/u/0?cid=dGVhbUBleGFtcGxlLmNvbQ')
		).toMatchObject({
			ok: true,
			url: `${EMBED}?src=team%40example.com`,
		});
		expect(
			parseGoogleCalendar('https://calendar.google.com/calendar/r?cid=team@example.com')
		).toMatchObject({
			ok: true,
			url: `${EMBED}?src=team%40example.com`,
		});
	});

	it('reads an embed code’s address and height, and nothing else of it', () => {
		const code = `<iframe src="${EMBED}?height=600&amp;wkst=1&amp;bgcolor=%23ffffff&amp;ctz=America%2FNew_York&amp;src=dGVhbUBleGFtcGxlLmNvbQ&amp;src=en.usa%23holiday%40group.v.calendar.google.com&amp;color=%23039BE5&amp;color=%230B8043" style="border:solid 1px #777" width="800" height="450" frameborder="0" scrolling="no" onload="alert(1)"></iframe><script>alert(1)</script>`;
		const result = parseGoogleCalendar(code);
		expect(result).toEqual({
			ok: true,
			url: `${EMBED}?src=dGVhbUBleGFtcGxlLmNvbQ&color=%23039BE5&src=en.usa%23holiday%40group.v.calendar.google.com&color=%230B8043&ctz=America%2FNew_York&wkst=1&bgcolor=%23ffffff`,
			attributes: {
				url: `${EMBED}?src=dGVhbUBleGFtcGxlLmNvbQ&color=%23039BE5&src=en.usa%23holiday%40group.v.calendar.google.com&color=%230B8043&ctz=America%2FNew_York&wkst=1&bgcolor=%23ffffff`,
				height: 450,
			},
		});
	});

	it('drops colours and values that are not what Google gives', () => {
		const result = parseGoogleCalendar(
			`${EMBED}?src=a%40b.com&color=red&bgcolor=%23fff%22%3E&mode=%3Cscript%3E&ctz=x%22onload&showNav=yes`
		);
		expect(result).toMatchObject({ ok: true, url: `${EMBED}?src=a%40b.com` });
	});

	it('says why it refuses', () => {
		expect(parseGoogleCalendar('  ')).toEqual({ ok: false, reason: 'empty' });
		expect(parseGoogleCalendar('https://evil.test/calendar/embed?src=a')).toEqual({
			ok: false,
			reason: 'not-provider',
		});
		expect(parseGoogleCalendar('<iframe src="https://evil.test/"></iframe>')).toEqual({
			ok: false,
			reason: 'not-provider',
		});
		expect(parseGoogleCalendar('<div>no frame</div>')).toEqual({ ok: false, reason: 'not-provider' });
		expect(parseGoogleCalendar('https://calendar.google.com/maps?src=a')).toEqual({
			ok: false,
			reason: 'not-embeddable',
		});
		expect(parseGoogleCalendar('https://calendar.google.com/calendar/embed')).toEqual({
			ok: false,
			reason: 'not-embeddable',
		});
		expect(parseGoogleCalendar('https://calendar.google.com/calendar/embed?src=%3Cscript%3E')).toEqual({
			ok: false,
			reason: 'not-embeddable',
		});
	});
});
