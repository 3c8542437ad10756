// The stand-in scripts of the provider embeds that draw their widget in the visitor's page
// (Pinterest's boards and profiles, Tock's button, OpenTable's widget without a frame). Each
// writes text only through `textContent`, or HTML this provider built and escaped.
import { openTableWidgetBody } from './frames';

/** Pinterest's `pinit.js`: each `<a data-pin-do>` gets a card naming the board or profile. */
export const PINTEREST_SCRIPT = `(() => {
	for (const link of document.querySelectorAll('a[data-pin-do]')) {
		if (link.dataset.pinStandIn) continue;
		link.dataset.pinStandIn = 'drawn';
		const card = document.createElement('span');
		card.className = 'pinterest-stand-in';
		card.style.cssText = 'display:grid;grid-template-columns:repeat(3,60px);gap:4px;padding:8px;border-radius:16px;background:#efefef;width:max-content;margin-top:4px';
		const title = document.createElement('strong');
		title.style.gridColumn = '1 / -1';
		title.textContent = (link.dataset.pinDo === 'embedBoard' ? 'Pinterest board ' : 'Pinterest profile ') + new URL(link.href).pathname;
		card.append(title);
		for (let index = 0; index < 6; index += 1) {
			const tile = document.createElement('span');
			tile.style.cssText = 'height:80px;border-radius:8px;background:hsl(' + index * 50 + ' 60% 75%)';
			card.append(tile);
		}
		link.after(card);
	}
})();
`;

/** Tock's `tock.js`: takes the queued \`init\` commands and draws the Book now button. */
export const TOCK_SCRIPT = `(() => {
	const tock = window.tock;
	if (!tock) return;
	const colours = { Blue: ['#2c64f5', '#fff'], White: ['#fff', '#1a1a1a'], Black: ['#000', '#fff'] };
	const draw = (name) => {
		const free = [...document.querySelectorAll('#Tock_widget_container')].filter((box) => box.childElementCount === 0);
		const own = free.find((box) => (box.parentElement?.querySelector('a.blockyard-tock__link')?.getAttribute('href') ?? '').endsWith('/' + name)) ?? free[0];
		if (!own) return;
		const [background, text] = colours[own.dataset.tockColorMode] ?? colours.Blue;
		const button = document.createElement('button');
		button.type = 'button';
		button.className = 'tock-stand-in';
		button.style.cssText = 'border:1px solid #1a1a1a;border-radius:4px;padding:.6em 1.4em;font-weight:600;background:' + background + ';color:' + text;
		button.textContent = 'Book now';
		const label = document.createElement('span');
		label.style.marginLeft = '.5em';
		label.textContent = 'Tock: ' + name;
		own.append(button, label);
	};
	const run = (command, ...rest) => {
		if (command === 'init' && typeof rest[0] === 'string') draw(rest[0]);
	};
	for (const command of tock.queue ?? []) run(...command);
	tock.queue = [];
	tock.callMethod = run;
})();
`;

/**
 * OpenTable's loader without a frame: draws the widget of the loader's address just before the
 * script (where OpenTable's own loader draws it).
 */
export function openTableLoaderScript(query: URLSearchParams): string {
	const { body, style } = openTableWidgetBody(query);
	return `(() => {
	const script = document.currentScript;
	if (!script) return;
	if (!document.getElementById('opentable-stand-in-style')) {
		const sheet = document.createElement('style');
		sheet.id = 'opentable-stand-in-style';
		sheet.textContent = ${JSON.stringify(style)};
		document.head.append(sheet);
	}
	script.insertAdjacentHTML('beforebegin', ${JSON.stringify(body)});
})();
`;
}
