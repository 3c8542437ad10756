import { escapeHtml } from '../http/html-page';
import { cssRgb, isLight, type Rgb } from './average-color';
import type { PlayerOptions } from './player-options';

/** What the player page shows of one video. */
export interface PlayerVideo {
	readonly guid: string;
	readonly title: string;
	/** The file's address, with the playback token when the video is private. */
	readonly src: string;
	readonly poster: string | undefined;
	readonly allowDownload: boolean;
	readonly tracks: readonly { src: string; kind: string; srclang: string; label: string }[];
	/** The poster's average colour, when the player takes its colours from it. */
	readonly averageColor: Rgb | undefined;
}

/** The player's own colours when the block chose none. */
export const DEFAULT_SEEKBAR = { sbc: '#ffffff4d', sbpc: '#ffffff', sblc: '#ffffff80' } as const;

/** The message the player page posts to the page that embeds it, on play, pause, error and time updates. */
export const PLAYER_STATE_MESSAGE = 'blockyard-video-state';

const attribute = (name: string, on: boolean): string => (on ? ` ${name}` : '');

/** The player's script: its controls, and its state posted to the embedding page. Static: the video's facts are in the markup. */
const SCRIPT = `
(() => {
	const root = document.querySelector('.player');
	const video = root.querySelector('video');
	const guid = root.dataset.guid;
	const play = root.querySelector('.player__play');
	const seekbar = root.querySelector('.player__seekbar');
	const played = root.querySelector('.player__played');
	const loaded = root.querySelector('.player__loaded');
	const time = root.querySelector('.player__time');
	const mute = root.querySelector('.player__mute');
	const full = root.querySelector('.player__fullscreen');
	const clock = (s) => {
		const t = Number.isFinite(s) ? Math.floor(s) : 0;
		return Math.floor(t / 60) + ':' + String(t % 60).padStart(2, '0');
	};
	const post = (state) => {
		if (window.parent === window) return;
		window.parent.postMessage({
			type: '${PLAYER_STATE_MESSAGE}',
			guid,
			state,
			currentTime: video.currentTime,
			duration: Number.isFinite(video.duration) ? video.duration : 0,
		}, '*');
	};
	const draw = () => {
		const duration = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : 0;
		const ratio = duration ? video.currentTime / duration : 0;
		if (played) played.style.width = (ratio * 100) + '%';
		if (loaded && duration && video.buffered.length) {
			loaded.style.width = (video.buffered.end(video.buffered.length - 1) / duration * 100) + '%';
		}
		if (seekbar) {
			seekbar.setAttribute('aria-valuemax', String(Math.round(duration)));
			seekbar.setAttribute('aria-valuenow', String(Math.round(video.currentTime)));
			seekbar.setAttribute('aria-valuetext', clock(video.currentTime) + ' / ' + clock(duration));
		}
		if (time) time.textContent = clock(video.currentTime) + ' / ' + clock(duration);
		if (play) {
			play.setAttribute('aria-label', video.paused ? 'Play' : 'Pause');
			play.textContent = video.paused ? '\\u25B6' : '\\u275A\\u275A';
		}
		if (mute) mute.setAttribute('aria-pressed', String(video.muted));
	};
	video.addEventListener('play', () => { draw(); post('is-playing'); });
	video.addEventListener('pause', () => { draw(); post('is-paused'); });
	video.addEventListener('error', () => { root.classList.add('is-error'); post('is-error'); });
	video.addEventListener('timeupdate', () => {
		draw();
		post(video.paused ? 'is-paused' : 'is-playing');
	});
	video.addEventListener('progress', draw);
	video.addEventListener('loadedmetadata', draw);
	video.addEventListener('volumechange', draw);
	const toggle = () => (video.paused ? video.play().catch(() => undefined) : video.pause());
	if (play) play.addEventListener('click', toggle);
	video.addEventListener('click', toggle);
	if (mute) mute.addEventListener('click', () => { video.muted = !video.muted; });
	if (full) full.addEventListener('click', () => {
		if (document.fullscreenElement) document.exitFullscreen(); else root.requestFullscreen().catch(() => undefined);
	});
	if (seekbar) {
		const seekTo = (ratio) => {
			if (Number.isFinite(video.duration)) video.currentTime = Math.min(1, Math.max(0, ratio)) * video.duration;
		};
		seekbar.addEventListener('click', (event) => {
			const box = seekbar.getBoundingClientRect();
			seekTo((event.clientX - box.left) / box.width);
		});
		seekbar.addEventListener('keydown', (event) => {
			const step = { ArrowRight: 5, ArrowUp: 5, ArrowLeft: -5, ArrowDown: -5 }[event.key];
			if (step === undefined || !Number.isFinite(video.duration)) return;
			event.preventDefault();
			video.currentTime = Math.min(video.duration, Math.max(0, video.currentTime + step));
		});
	}
	draw();
})();
`;

/**
 * The player page of one video (`/embed/{guid}`): the video in a `<video>` without the
 * browser's controls, and the player's own (play, the seekbar in the colours the block chose,
 * the time, mute, full screen, and a download link only when the video allows downloads);
 * with the average colour, its background and control bar take the poster's colour. Every
 * value in the markup is escaped; colours are hex only (read by `readPlayerOptions`).
 */
export function playerPage(video: PlayerVideo, options: PlayerOptions): string {
	const background = options.useAverageColor && video.averageColor ? cssRgb(video.averageColor) : '#000000';
	const ink =
		options.useAverageColor && video.averageColor && isLight(video.averageColor) ? '#000000' : '#ffffff';
	const sbc = options.sbc ?? DEFAULT_SEEKBAR.sbc;
	const sbpc = options.sbpc ?? DEFAULT_SEEKBAR.sbpc;
	const sblc = options.sblc ?? DEFAULT_SEEKBAR.sblc;
	const poster = options.posterUrl ?? video.poster;
	const tracks = video.tracks
		.map(
			(track) =>
				`<track src="${escapeHtml(track.src)}" kind="${escapeHtml(track.kind)}" srclang="${escapeHtml(track.srclang)}" label="${escapeHtml(track.label)}">`
		)
		.join('');
	const download = video.allowDownload
		? `<a class="player__download" href="${escapeHtml(video.src)}" download>Download</a>`
		: '';
	const controls = options.controls
		? `<div class="player__controls">
<button type="button" class="player__play" aria-label="Play">&#9654;</button>
<div class="player__seekbar" role="slider" tabindex="0" aria-label="Seek" aria-valuemin="0" aria-valuemax="0" aria-valuenow="0"><div class="player__loaded"></div><div class="player__played"></div></div>
<span class="player__time">0:00 / 0:00</span>
<button type="button" class="player__mute" aria-label="Mute" aria-pressed="${String(options.muted)}">&#128264;</button>
<button type="button" class="player__fullscreen" aria-label="Full screen">&#x26F6;</button>
${download}
</div>`
		: '';
	return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width">
<title>${escapeHtml(video.title || 'VideoPress Video Player')}</title>
<style>
html, body { margin: 0; height: 100%; overflow: hidden; background: ${background}; color: ${ink}; font: 13px/1.4 system-ui, sans-serif; }
.player { position: relative; width: 100%; height: 100%; background: ${background}; }
.player video { display: block; width: 100%; height: 100%; object-fit: contain; background: ${background}; }
.player__controls { position: absolute; left: 0; right: 0; bottom: 0; display: flex; align-items: center; gap: 8px; padding: 6px 10px; background: ${background}; color: ${ink}; }
.player__controls button, .player__download { background: none; border: 0; color: inherit; font: inherit; cursor: pointer; padding: 4px; }
.player__seekbar { position: relative; flex: 1; height: 6px; border-radius: 3px; background-color: ${sbc}; cursor: pointer; }
.player__loaded, .player__played { position: absolute; top: 0; bottom: 0; left: 0; width: 0; border-radius: 3px; }
.player__loaded { background-color: ${sblc}; }
.player__played { background-color: ${sbpc}; }
.player__seekbar:focus-visible, .player__controls button:focus-visible { outline: 2px solid ${ink}; outline-offset: 2px; }
.player.is-error::after { content: 'This video cannot be played.'; position: absolute; inset: 0 0 48px; display: grid; place-items: center; pointer-events: none; }
</style>
</head>
<body>
<div class="player" data-guid="${escapeHtml(video.guid)}">
<video src="${escapeHtml(video.src)}"${poster ? ` poster="${escapeHtml(poster)}"` : ''} preload="${options.preloadContent}"${attribute('autoplay', options.autoPlay)}${attribute('loop', options.loop)}${attribute('muted', options.muted)}${attribute('playsinline', options.playsinline)}${video.allowDownload ? '' : ' controlslist="nodownload" disablepictureinpicture'} aria-label="${escapeHtml(video.title || 'Video')}">${tracks}</video>
${controls}
</div>
<script>${SCRIPT}</script>
</body>
</html>`;
}
