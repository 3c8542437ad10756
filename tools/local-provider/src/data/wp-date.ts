/**
 * An ISO instant as WordPress writes dates in REST answers:
 * `YYYY-MM-DDTHH:mm:ss`, without zone, in `timeZone` (`UTC` for the `_gmt` fields).
 */
export function wpDate(iso: string, timeZone = 'UTC'): string {
	const date = new Date(iso);
	if (timeZone === 'UTC') {
		return date.toISOString().slice(0, 19);
	}
	const parts = new Intl.DateTimeFormat('en-US', {
		timeZone,
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
		hour: '2-digit',
		minute: '2-digit',
		second: '2-digit',
		hourCycle: 'h23',
	}).formatToParts(date);
	const part = (type: Intl.DateTimeFormatPartTypes): string =>
		parts.find((p) => p.type === type)?.value ?? '00';
	return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}
