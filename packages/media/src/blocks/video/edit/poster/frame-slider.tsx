import { Button, RangeControl } from '@wordpress/components';
import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

export interface FrameSliderProps {
	/** The video file's address: its length comes from the browser's reading of it. */
	readonly src: string;
	/** True while a frame is being made into the poster. */
	readonly busy: boolean;
	/** The chosen frame's time, in milliseconds. */
	readonly onChoose: (atMs: number) => void;
}

/**
 * Chooses a frame of the video for its poster: a slider over the video's length (read from a
 * `<video>` element's metadata), the frame at the slider's time shown above it, and 'Use this
 * frame'.
 */
export function FrameSlider({ src, busy, onChoose }: FrameSliderProps) {
	const video = useRef<HTMLVideoElement>(null);
	const [duration, setDuration] = useState<number | undefined>(undefined);
	const [unreadable, setUnreadable] = useState(false);
	const [seconds, setSeconds] = useState(0);
	const known = duration !== undefined && Number.isFinite(duration) && duration > 0;

	return (
		<div className="wp-block-blockyard-video__frame-slider">
			<video
				ref={video}
				className="wp-block-blockyard-video__frame"
				src={src}
				preload="metadata"
				muted
				playsInline
				aria-label={__('The frame at the chosen time', 'blockyard')}
				onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
				onError={() => setUnreadable(true)}
			/>
			{known ? (
				<>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={__('Poster frame (seconds)', 'blockyard')}
						min={0}
						max={Math.floor(duration * 10) / 10}
						step={0.1}
						value={seconds}
						withInputField={false}
						onChange={(value) => {
							const next = value ?? 0;
							setSeconds(next);
							if (video.current) {
								video.current.currentTime = next;
							}
						}}
					/>
					<Button
						variant="secondary"
						disabled={busy}
						onClick={() => onChoose(Math.round(seconds * 1000))}
					>
						{__('Use this frame', 'blockyard')}
					</Button>
				</>
			) : (
				<p className="wp-block-blockyard-video__frame-note">
					{unreadable
						? __('The browser cannot read this video, so no frame can be chosen.', 'blockyard')
						: __('Reading the video’s length…', 'blockyard')}
				</p>
			)}
		</div>
	);
}
