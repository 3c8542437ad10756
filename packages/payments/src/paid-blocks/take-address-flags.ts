import { ADDRESS_FLAGS } from './address-flags';

/** The flags in `href`'s query (by name, the first value of each), and `href` without them. */
export function takeAddressFlags(href: string): {
	readonly flags: Readonly<Record<string, string>>;
	readonly rest: string;
} {
	const url = new URL(href);
	const flags: Record<string, string> = {};
	for (const name of ADDRESS_FLAGS) {
		const value = url.searchParams.get(name);
		if (value !== null) {
			flags[name] = value;
			url.searchParams.delete(name);
		}
	}
	return { flags, rest: url.href };
}
