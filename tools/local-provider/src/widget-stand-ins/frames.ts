// The stand-in pages of the provider embeds' frames: each draws the widget with the settings
// the block put in the frame's address, so the author sees their choices.
import { escapeHtml } from '../http/html-page';
import { GRID_STYLE, hexColour, monthGrid, widgetPage } from './page';

/** Calendly's booking page: the event (the path), the colours and whether its details show. */
export function calendlyPage(path: string, query: URLSearchParams): string {
	const background = hexColour(query.get('background_color') ?? undefined, '#ffffff');
	const text = hexColour(query.get('text_color') ?? undefined, '#1a1a1a');
	const primary = hexColour(query.get('primary_color') ?? undefined, '#0069ff');
	const event = path.split('/').filter(Boolean).join(' / ') || 'Calendly';
	const details =
		query.get('hide_event_type_details') === '1'
			? ''
			: `<section class="details"><h1>${escapeHtml(event)}</h1><p>30 min</p><p>Web conferencing details provided upon confirmation.</p></section>`;
	return widgetPage(
		`${event} – Calendly`,
		`<main>${details}<section><h2>Select a Date &amp; Time</h2>${monthGrid(primary, (day) => day % 7 === 3 || day % 7 === 4)}<p><button>9:00am</button> <button>10:30am</button> <button>2:00pm</button></p></section></main>`,
		`body{background:${background};color:${text}}main{display:flex;gap:2rem;padding:1.5rem}h1{font-size:1.25rem}h2{font-size:1rem}button{border:1px solid ${primary};color:${primary};background:none;border-radius:4px;padding:.5em 1em}${GRID_STYLE}`
	);
}

/** Eventbrite's checkout of an event (`eid`). */
export function eventbritePage(query: URLSearchParams): string {
	const id = /^\d{1,15}$/.test(query.get('eid') ?? '') ? (query.get('eid') ?? '') : 'unknown';
	return widgetPage(
		'Eventbrite Checkout',
		`<main><h1>Event ${escapeHtml(id)}</h1><p>General Admission — Free</p><label>Quantity <select><option>1</option><option>2</option></select></label><p><button>Register</button></p><p class="by">Powered by Eventbrite</p></main>`,
		'main{padding:1.5rem}h1{font-size:1.25rem}button{background:#d1410c;color:#fff;border:0;border-radius:4px;padding:.6em 1.5em;font-weight:600}.by{color:#6f7287;font-size:12px}'
	);
}

/** A Google Calendar: each calendar (`src`) with its colour, in the view chosen (`mode`). */
export function googleCalendarPage(query: URLSearchParams): string {
	const sources = query.getAll('src');
	const colours = query.getAll('color');
	const mode = ['AGENDA', 'WEEK', 'MONTH'].includes(query.get('mode') ?? '') ? query.get('mode') : 'MONTH';
	const calendars = sources
		.map(
			(source, index) =>
				`<li><span class="swatch" style="background:${hexColour(colours[index], '#039be5')}"></span>${escapeHtml(source)}</li>`
		)
		.join('');
	const accent = hexColour(colours[0], '#039be5');
	return widgetPage(
		'Google Calendar',
		`<main><h1>Google Calendar</h1><p class="mode">${escapeHtml((mode ?? 'MONTH').toLowerCase())} view</p><ul>${calendars}</ul>${monthGrid(accent, (day) => day % 5 === 0)}</main>`,
		`main{padding:1rem}h1{font-size:1.1rem;margin:0}.mode{color:#5f6368}ul{list-style:none;padding:0}.swatch{display:inline-block;width:.8em;height:.8em;border-radius:2px;margin-right:.4em}${GRID_STYLE}`
	);
}

/** A Pinterest pin (`id`): a picture and Save. */
export function pinterestPinPage(query: URLSearchParams): string {
	const id = /^\d{1,30}$/.test(query.get('id') ?? '') ? (query.get('id') ?? '') : 'unknown';
	return widgetPage(
		'Pinterest pin',
		`<main><svg viewBox="0 0 236 300" width="236" height="300" role="img" aria-label="Pin ${escapeHtml(id)}"><rect width="236" height="300" rx="16" fill="#efefef"/><circle cx="118" cy="130" r="50" fill="#e60023" opacity=".25"/></svg><p>Pin ${escapeHtml(id)}</p><button>Save</button></main>`,
		'main{padding:.5rem}button{background:#e60023;color:#fff;border:0;border-radius:24px;padding:.6em 1.2em;font-weight:700}'
	);
}

/** The style of OpenTable's widget (`theme`, or the button), its size and the restaurants shown. */
export function openTableWidgetBody(query: URLSearchParams): { body: string; style: string } {
	const ids = query.getAll('rid').filter((id) => /^\d{1,12}$/.test(id));
	const type =
		query.get('type') === 'button' ? 'button' : query.get('type') === 'multi' ? 'multi' : 'standard';
	const theme = ['standard', 'tall', 'wide'].includes(query.get('theme') ?? '')
		? query.get('theme')
		: 'standard';
	const shown = type === 'button' ? 'button' : (theme ?? 'standard');
	const restaurants = ids.map((id) => `Restaurant #${id}`).join(', ') || 'No restaurant';
	const lang = /^[a-z]{2}-[A-Z]{2}$/.test(query.get('lang') ?? '') ? query.get('lang') : 'en-US';
	const body =
		shown === 'button'
			? `<div class="ot-widget ot-button" data-ot-style="button"><button>Book a table</button><p>${escapeHtml(restaurants)}</p></div>`
			: `<div class="ot-widget ot-${escapeHtml(shown)}" data-ot-style="${escapeHtml(shown)}"><h2>Make a reservation</h2><p class="ot-restaurants">${escapeHtml(restaurants)}</p><p><select aria-label="Party size"><option>2 people</option></select> <select aria-label="Date"><option>Today</option></select> <select aria-label="Time"><option>7:00 PM</option></select></p><button>Find a table</button><p class="ot-meta">${escapeHtml(lang ?? 'en-US')} · opentable.${escapeHtml(query.get('domain') ?? 'com')}</p></div>`;
	return {
		body,
		style: '.ot-widget{box-sizing:border-box;font:14px/1.4 system-ui,sans-serif;border:1px solid #d8d9db;border-radius:6px;padding:12px;background:#fff;color:#2d333f}.ot-widget h2{font-size:16px;margin:0 0 6px}.ot-widget button{background:#da3743;color:#fff;border:0;border-radius:4px;padding:.6em 1.2em;font-weight:600}.ot-standard{width:224px;min-height:301px}.ot-tall{width:288px;min-height:490px}.ot-wide{width:100%;max-width:840px;min-height:150px}.ot-button{width:210px}.ot-meta{color:#6f737b;font-size:12px}',
	};
}

/** OpenTable's widget canvas, as the frame loads it. */
export function openTableCanvasPage(query: URLSearchParams): string {
	const { body, style } = openTableWidgetBody(query);
	return widgetPage('OpenTable', body, `body{background:transparent}${style}`);
}
