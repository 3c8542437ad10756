// The provider embeds' widgets in the playground's preview, whose machine reaches no
// third-party host: each frame and script the embed blocks load from a provider (Calendly,
// Eventbrite, Google Calendar, Pinterest, Tock, OpenTable) is pointed at the local provider's
// stand-in for it, which draws the widget with the author's settings. Only the preview's page
// changes: the saved post keeps the providers' addresses, and nothing of this is in the packages
// or in WordPress.

/** Where the local provider serves the stand-ins, on this origin (which forwards `/blockyard/`). */
export const WIDGET_STAND_IN_PATH = '/blockyard/widget-stand-ins/';

/** The providers with a stand-in, by the hosts their frames and scripts come from. */
const PROVIDERS: readonly { readonly name: string; readonly host: RegExp }[] = [
	{ name: 'calendly', host: /^calendly\.com$/ },
	{ name: 'eventbrite', host: /^(?:www\.)?eventbrite\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/ },
	{ name: 'google-calendar', host: /^calendar\.google\.com$/ },
	{ name: 'pinterest', host: /^assets\.pinterest\.com$/ },
	{ name: 'tock', host: /^www\.exploretock\.com$/ },
	{ name: 'opentable', host: /^www\.opentable\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/ },
];

/** The https address of a provider's frame or script, when it is one; else `undefined`. */
function providerAddress(address: string): { url: URL; provider: string } | undefined {
	let url: URL;
	try {
		url = new URL(address);
	} catch {
		return undefined;
	}
	if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') {
		return undefined;
	}
	const provider = PROVIDERS.find(({ host }) => host.test(url.hostname))?.name;
	return provider === undefined ? undefined : { url, provider };
}

/**
 * The stand-in's address for a provider's frame or script (`https://calendly.com/team/30min?…`
 * → `{root}calendly/team/30min?…`), or `undefined` for any other address.
 */
export function standInAddress(address: string, root: string): string | undefined {
	const found = providerAddress(address);
	return found && `${root}${found.provider}${found.url.pathname}${found.url.search}`;
}

/** Points each of `content`'s frames from a provider at its stand-in. */
export function standInFrames(content: ParentNode, root: string): void {
	for (const frame of content.querySelectorAll('iframe[src]')) {
		const standIn = standInAddress(frame.getAttribute('src') ?? '', root);
		if (standIn) {
			frame.setAttribute('src', standIn);
		}
	}
}

/**
 * Points the frames and scripts the visitors' scripts create later (a modal's checkout, Tock's,
 * Pinterest's or OpenTable's script) at their stand-ins: the page's `src` of `<script>` and
 * `<iframe>` takes the stand-in's address instead of a provider's, before anything is requested.
 * Once per page.
 */
export function standInLaterLoads(view: Window & typeof globalThis, root: string): void {
	for (const prototype of [view.HTMLScriptElement.prototype, view.HTMLIFrameElement.prototype]) {
		const descriptor = Object.getOwnPropertyDescriptor(prototype, 'src');
		const set = descriptor?.set;
		if (!descriptor || !set) {
			continue;
		}
		Object.defineProperty(prototype, 'src', {
			...descriptor,
			set(this: HTMLElement, value: unknown) {
				const address = String(value);
				set.call(this, standInAddress(address, root) ?? address);
			},
		});
	}
}

/**
 * The preview's stand-ins: points `content`'s provider frames, and the provider frames and
 * scripts created later in `view`, at the local provider's stand-ins under `root`. Call it
 * before `content` is in the page, so no frame asks a provider's host first.
 */
export function applyProviderStandIns(
	content: ParentNode,
	{ root, view = window }: { root: string; view?: Window & typeof globalThis }
): void {
	standInFrames(content, root);
	standInLaterLoads(view, root);
}
