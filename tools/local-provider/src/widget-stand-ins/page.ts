import { escapeHtml } from '../http/html-page';

/** A colour the author chose, as the services take it (hex digits, with or without `#`), or `fallback`. */
export function hexColour(value: string | undefined, fallback: string): string {
	const digits = (value ?? '').replace(/^#/, '');
	return /^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(digits) ? `#${digits}` : fallback;
}

/**
 * A stand-in widget's page: `body` is HTML built with {@link escapeHtml}; it says it is a
 * stand-in, in the corner, so nobody takes it for the service.
 */
export function widgetPage(title: string, body: string, style: string): string {
	return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title><style>body{margin:0;font:14px/1.4 system-ui,sans-serif}.stand-in{position:fixed;right:4px;bottom:2px;font-size:11px;background:#fff;color:#1e1e1e;padding:0 4px}${style}</style><body>${body}<span class="stand-in">Local stand-in</span></body></html>`;
}

/** The days of the current month, as a small calendar grid (`marked` days in the accent colour). */
export function monthGrid(accent: string, marked: (day: number) => boolean): string {
	const today = new Date();
	const first = new Date(today.getFullYear(), today.getMonth(), 1);
	const days = new Date(today.getFullYear(), today.getMonth() + 1, 0).getDate();
	const cells = [
		...Array.from({ length: first.getDay() }, () => '<span></span>'),
		...Array.from({ length: days }, (_, index) =>
			marked(index + 1)
				? `<span style="background:${accent};color:#fff;border-radius:50%">${index + 1}</span>`
				: `<span>${index + 1}</span>`
		),
	];
	const month = first.toLocaleString('en', { month: 'long', year: 'numeric' });
	return `<p class="month">${escapeHtml(month)}</p><div class="grid" role="presentation">${[
		'S',
		'M',
		'T',
		'W',
		'T',
		'F',
		'S',
	]
		.map((day) => `<b>${day}</b>`)
		.join('')}${cells.join('')}</div>`;
}

export const GRID_STYLE =
	'.grid{display:grid;grid-template-columns:repeat(7,2em);gap:4px;text-align:center}.grid span{line-height:2em}.month{font-weight:600}';
