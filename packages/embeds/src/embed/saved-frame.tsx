// The iframe every embed block saves: a pure function of the frame its provider built, so
// the saved markup depends on attributes only. Loaded with the blocks' `save`, so it stays small.
import { isProviderSource } from '@blockyard/api-client';
import type { EmbedFrame } from './provider';

export interface SavedFrameProps {
	/** The frame the provider built from the block's attributes. */
	readonly frame: EmbedFrame | undefined;
	/** The provider's hosts: a frame whose address is on none of them is not saved. */
	readonly hosts: readonly string[];
	/**
	 * A link to the provider's page, shown after the frame, for embeds whose frame needs the
	 * visitor's JavaScript; its text is an attribute (nothing is translated at save time).
	 */
	readonly link?: { readonly href: string; readonly text: string };
}

/**
 * `<iframe src title sandbox allow? height? loading="lazy">` for a frame on the provider's
 * hosts; nothing at all otherwise (attributes edited by hand cannot make it frame another host).
 *
 * @example
 * <SavedFrame frame={calendarFrame(attributes)} hosts={GOOGLE_CALENDAR_HOSTS} />
 */
export function SavedFrame({ frame, hosts, link }: SavedFrameProps) {
	if (!frame || !isProviderSource(frame.src, hosts)) {
		return null;
	}
	return (
		<>
			<iframe
				src={frame.src}
				title={frame.title}
				sandbox={frame.sandbox}
				allow={frame.allow}
				height={frame.height}
				loading="lazy"
			/>
			{link && isProviderSource(link.href, hosts) ? (
				<a className="blockyard-embed__link" href={link.href}>
					{link.text}
				</a>
			) : null}
		</>
	);
}
