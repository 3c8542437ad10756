// What one embed provider is to the shared mechanism: where its frames may come from, how
// pasted text becomes the block's attributes, and how the saved iframe is built from them.
// Each embed block writes one of these; the edit pieces, the verification, the saved markup
// and the fuzz tests take it as it is (docs/decisions/0032-one-embed-mechanism.md).

/** The iframe a block saves and previews: always https, always on one of its provider's hosts. */
export interface EmbedFrame {
	/** The iframe's address, built by our code from attributes that passed the provider's parse. */
	readonly src: string;
	/** What the frame holds, for screen readers (a provider's name: saved, so never translated). */
	readonly title: string;
	/** The iframe's `sandbox` tokens: as few as the provider's page works with. */
	readonly sandbox: string;
	/** The iframe's `allow` (permissions policy), when the provider needs one. */
	readonly allow?: string;
	/** The iframe's height in pixels, when the block sets one. */
	readonly height?: number;
}

/** Why pasted text was not taken: nothing there, no address of the provider, or not a shape it embeds. */
export type EmbedParseFailure = 'empty' | 'not-provider' | 'not-embeddable';

/** What a provider's `parse` makes of pasted text. */
export type EmbedParseResult<Attributes> =
	| {
			readonly ok: true;
			/** The attributes to set when the address checks out. */
			readonly attributes: Partial<Attributes>;
			/** The provider's https address for what was pasted: checked, linked to, shown when editing again. */
			readonly url: string;
			/**
			 * `url` is a short link (`https://pin.it/…`): what is embedded is the address the
			 * provider's resolve-redirect says it leads to, parsed again; never the short link itself.
			 */
			readonly shortLink?: boolean;
	  }
	| { readonly ok: false; readonly reason: EmbedParseFailure };

/** One embed provider, as every embed block describes its own. */
export interface EmbedProvider<Attributes> {
	/**
	 * The exact host names the frame (or a provider script) may come from, lower case. Never
	 * a suffix: `calendar.google.com` allows neither `evil.calendar.google.com` nor
	 * `calendar.google.com.evil.test`.
	 */
	readonly hosts: readonly string[];
	/** Turns pasted text (an address or an embed code) into attributes, or says why not. Never throws. */
	readonly parse: (text: string) => EmbedParseResult<Attributes>;
	/** The frame for saved attributes, or nothing when they hold no embeddable address. */
	readonly frame: (attributes: Attributes) => EmbedFrame | undefined;
}
