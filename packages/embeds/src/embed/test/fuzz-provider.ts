// The fuzz tests every embed provider's parser gets: random text and hostile addresses and
// embed codes never make `parse` throw, and whatever it accepts frames only the provider's
// hosts, over https. A provider's test calls `describeProviderFuzz` with the provider, the
// attributes a block starts with, and an address it does embed (the seed of the hostile cases).
import { isProviderSource } from '@blockyard/api-client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { EmbedProvider } from '../provider';

export interface ProviderFuzzOptions<Attributes> {
	/** The attributes a new block has (block.json's defaults): what `parse`'s attributes are merged into. */
	readonly defaults: Attributes;
	/** Addresses (or embed codes) the provider does embed: the hostile cases are made from them. */
	readonly embeddable: readonly string[];
	/** Runs per property (fast-check's default, 100, when left out). */
	readonly numRuns?: number;
	/**
	 * The provider's own embed code is a `<script src>` on its hosts (a widget's loader), whose
	 * address the parser reads as text: such a script on the provider's host is not hostile
	 * (it is still held to the allow-list); a script anywhere else is.
	 */
	readonly scriptEmbedCode?: boolean;
}

const EVIL_HOST = 'evil.test';

/** Ways to dress another host up as `host`, or to smuggle something into an address of it. */
export function hostileAddresses(address: string, host: string): string[] {
	const rest = address.replace(/^https?:\/\//i, '').slice(host.length);
	return [
		`https://${host}.${EVIL_HOST}${rest}`,
		`https://${EVIL_HOST}/${host}${rest}`,
		`https://${host}@${EVIL_HOST}${rest}`,
		`https://user:pass@${host}${rest}`,
		`https://${EVIL_HOST}\\@${host}${rest}`,
		`https://${host}\\@${EVIL_HOST}${rest}`,
		`https://${EVIL_HOST}%2F%2F${host}${rest}`,
		`https://${host}%2F%2F${EVIL_HOST}${rest}`,
		`https:%2F%2F${EVIL_HOST}/${host}${rest}`,
		`https://${host}:8443${rest}`,
		`https://${host}.${rest}`,
		`https://x${host}${rest}`,
		`https://${host.replace('.', '')}${rest}`,
		`//${EVIL_HOST}/${host}${rest}`,
		`javascript:alert(document.domain)//${host}${rest}`,
		`JaVaScRiPt:alert(1)`,
		`data:text/html,<script>alert(1)</script>${host}`,
		`vbscript:msgbox(1)`,
		`ftp://${host}${rest}`,
		`https://${EVIL_HOST}?u=https://${host}${rest}`,
		`https://${EVIL_HOST}#https://${host}${rest}`,
		`https://${host}\t.${EVIL_HOST}${rest}`,
		`https://${host}\u3002${EVIL_HOST}${rest}`,
		`https://${host.toUpperCase()}.${EVIL_HOST}${rest}`,
		`<iframe src="https://${EVIL_HOST}/${host}${rest}"></iframe>`,
		`<iframe src="https://${host}.${EVIL_HOST}${rest}" onload="alert(1)"></iframe>`,
		`<script src="https://${host}${rest}"></script>`,
		`<script>document.write('<iframe src="https://${EVIL_HOST}"></iframe>')</script>`,
		`<iframe srcdoc="<script>alert(1)</script>" src="javascript:alert(1)"></iframe>`,
		`<img src=x onerror="alert(1)"><iframe src='https://${EVIL_HOST}/'></iframe>`,
		`<iframe src=&#106;avascript:alert(1)></iframe>`,
	];
}

/** Embed codes that wrap an address the provider embeds in markup that must never run. */
export function hostileEmbedCodes(address: string): string[] {
	return [
		`<iframe src="${address}" onload="alert(1)"></iframe><script>alert(1)</script>`,
		`<script>alert(1)</script><iframe src="${address}"></iframe>`,
		`<iframe src="${address}" srcdoc="<script>alert(1)</script>"></iframe>`,
		`<iframe src="${address}" style="background:url(javascript:alert(1))" height="99999"></iframe>`,
		`<iframe src="${address}"\n height='300' width=100% frameborder=0 scrolling=no></iframe>`,
	];
}

/** fast-check text shaped like an embed code or an address, around `hosts`. */
function pastedText(hosts: readonly string[], embeddable: readonly string[]): fc.Arbitrary<string> {
	const host = fc.constantFrom(...hosts, EVIL_HOST, `${hosts[0]}.${EVIL_HOST}`);
	const scheme = fc.constantFrom('https://', 'http://', '//', '', 'javascript:', 'data:', 'HTTPS://');
	const junk = fc.string({ maxLength: 30 });
	const address = fc
		.tuple(scheme, fc.option(fc.constantFrom('user@', 'a:b@', `${EVIL_HOST}@`), { nil: '' }), host, junk)
		.map(([s, userinfo, h, rest]) => `${s}${userinfo}${h}${rest}`);
	const mutated = fc
		.tuple(fc.constantFrom(...embeddable), fc.nat(), fc.string({ maxLength: 8 }))
		.map(([text, at, insert]) => {
			const index = at % (text.length + 1);
			return `${text.slice(0, index)}${insert}${text.slice(index)}`;
		});
	const code = fc
		.tuple(fc.constantFrom('iframe', 'script', 'IFRAME', 'a'), fc.oneof(address, mutated), junk)
		.map(([tag, src, extra]) => `<${tag} ${extra} src="${src}" onload="x()">${extra}</${tag}>`);
	return fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 60 }), address, mutated, code);
}

/**
 * Declares the provider's fuzz tests (inside the caller's `describe`).
 *
 * @example
 * describeProviderFuzz(googleCalendarProvider, { defaults: { height: 600 }, embeddable: [PUBLIC_URL] });
 * describeProviderFuzz(openTableProvider, { defaults, embeddable: [LOADER_URL], scriptEmbedCode: true });
 */
export function describeProviderFuzz<Attributes>(
	provider: EmbedProvider<Attributes>,
	{ defaults, embeddable, numRuns, scriptEmbedCode = false }: ProviderFuzzOptions<Attributes>
): void {
	/** Parses `text`, and holds what it accepts to the allow-list; whether it was accepted. */
	const parseSafely = (text: string): boolean => {
		const result = provider.parse(text);
		if (!result.ok) {
			return false;
		}
		expect(isProviderSource(result.url, provider.hosts), result.url).toBe(true);
		const frame = provider.frame({ ...defaults, ...result.attributes });
		if (frame) {
			expect(isProviderSource(frame.src, provider.hosts), frame.src).toBe(true);
			expect(frame.src.startsWith('https://')).toBe(true);
		}
		for (const value of Object.values(result.attributes)) {
			if (typeof value === 'string') {
				expect(value).not.toMatch(/[<>"`]|javascript:|data:/i);
			}
		}
		return true;
	};

	describe('fuzzed input', () => {
		it('embeds the addresses it is given as embeddable', () => {
			for (const text of embeddable) {
				expect(parseSafely(text), text).toBe(true);
			}
		});

		it('never throws, and frames only its hosts over https, whatever is pasted', () => {
			fc.assert(
				fc.property(pastedText(provider.hosts, embeddable), (text) => {
					parseSafely(text);
				}),
				{ numRuns }
			);
			// Hundreds of runs take seconds on a busy machine: more than a test's default 5.
		}, 60_000);

		it('refuses look-alike hosts, other schemes, credentials, ports and encoded slashes', () => {
			for (const address of embeddable.filter((text) => !text.trimStart().startsWith('<'))) {
				for (const host of provider.hosts.filter((name) => address.includes(name))) {
					for (const hostile of hostileAddresses(address, host)) {
						if (scriptEmbedCode && hostile.startsWith(`<script src="https://${host}/`)) {
							parseSafely(hostile);
							continue;
						}
						const result = provider.parse(hostile);
						expect(result.ok, hostile).toBe(false);
					}
				}
			}
		});

		it('reads embed codes as text: scripts and event handlers go nowhere', () => {
			for (const address of embeddable.filter((text) => !text.trimStart().startsWith('<'))) {
				for (const code of hostileEmbedCodes(address)) {
					parseSafely(code);
				}
			}
		});
	});
}
