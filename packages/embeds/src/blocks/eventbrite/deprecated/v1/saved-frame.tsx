// The frame markup version 1 saved: a copy of the shared embed frame as it was then, with only
// what this block used (no `allow`, no link after the frame). Frozen with the save.
import { isProviderSource } from './provider-url';

/** The iframe version 1 built from its attributes. */
export interface FrameV1 {
	readonly src: string;
	readonly title: string;
	readonly sandbox: string;
	readonly height: number;
}

/** `<iframe src title sandbox height loading="lazy">` for a frame on `hosts`; nothing otherwise. */
export function SavedFrameV1({
	frame,
	hosts,
}: {
	readonly frame: FrameV1 | undefined;
	readonly hosts: readonly string[];
}) {
	if (!frame || !isProviderSource(frame.src, hosts)) {
		return null;
	}
	return (
		<iframe
			src={frame.src}
			title={frame.title}
			sandbox={frame.sandbox}
			height={frame.height}
			loading="lazy"
		/>
	);
}
