import { testHost } from '@blockyard/block-edit-harness';
import { HostProvider } from '@blockyard/ui';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { dispatch } from '@wordpress/data';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { VideoPlaceholder } from './video-placeholder';

beforeAll(() => {
	// The placeholder offers an upload only in an editor that can upload.
	(dispatch('core/block-editor') as { updateSettings: (settings: object) => void }).updateSettings({
		mediaUpload: () => undefined,
	});
});

const updateSettings = (settings: object) =>
	(dispatch('core/block-editor') as { updateSettings: (settings: object) => void }).updateSettings(
		settings
	);

afterEach(() => {
	cleanup();
	updateSettings({ allowedMimeTypes: null });
});

function choose(container: HTMLElement, file: File, accept = 'video/*') {
	const input = container.querySelector('input[type="file"]') as HTMLInputElement;
	expect(input.getAttribute('accept')).toBe(accept);
	fireEvent.change(input, { target: { files: [file] } });
}

describe('VideoPlaceholder', () => {
	it('hands a video file over to upload', () => {
		const onFile = vi.fn();
		const { container } = render(
			<VideoPlaceholder onFile={onFile} onMedia={vi.fn()} interrupted={[]} onForget={vi.fn()} />
		);
		const file = new File(['x'], 'holiday.mp4', { type: 'video/mp4' });
		choose(container, file);
		expect(onFile).toHaveBeenCalledWith(file);
	});

	it('refuses a file of another type with a clear message', () => {
		const onFile = vi.fn();
		const { container } = render(
			<VideoPlaceholder onFile={onFile} onMedia={vi.fn()} interrupted={[]} onForget={vi.fn()} />
		);
		choose(container, new File(['x'], 'notes.txt', { type: 'text/plain' }));
		expect(onFile).not.toHaveBeenCalled();
		expect(container.textContent).toContain(
			'“notes.txt” is not a video. Choose a video file, such as an MP4, MOV or WebM.'
		);
	});

	it('names the uploads that stopped before they finished, and forgets one on request', () => {
		const onForget = vi.fn();
		const { container } = render(
			<VideoPlaceholder
				onFile={vi.fn()}
				onMedia={vi.fn()}
				interrupted={[{ key: 'tus::1', fileName: 'holiday.mp4', size: 25_000_000 }]}
				onForget={onForget}
			/>
		);
		expect(container.textContent).toContain(
			'The upload of “holiday.mp4” stopped before it finished. Choose the same file to resume it.'
		);
		fireEvent.click(screen.getByRole('button', { name: 'Forget it' }));
		expect(onForget).toHaveBeenCalledWith('tus::1');
	});

	it('refuses a video of a type the site does not accept (the editor’s allowedMimeTypes), saying which it takes', () => {
		updateSettings({
			allowedMimeTypes: { 'mp4|m4v': 'video/mp4', webm: 'video/webm', png: 'image/png' },
		});
		const onFile = vi.fn();
		const { container } = render(
			<VideoPlaceholder onFile={onFile} onMedia={vi.fn()} interrupted={[]} onForget={vi.fn()} />
		);
		choose(
			container,
			new File(['x'], 'holiday.mov', { type: 'video/quicktime' }),
			'video/mp4,video/webm'
		);
		expect(onFile).not.toHaveBeenCalled();
		expect(container.textContent).toContain(
			'“holiday.mov” is a type of video this site does not accept. Choose one of these: MP4, M4V, WEBM.'
		);
		const accepted = new File(['x'], 'holiday.webm', { type: 'video/webm' });
		choose(container, accepted, 'video/mp4,video/webm');
		expect(onFile).toHaveBeenCalledWith(accepted);
	});

	it('disables Upload and Media Library, and says why, where the site’s plan lacks the hosted video', () => {
		const host = testHost();
		const plan = { slug: 'value_bundle', name: 'Premium', checkoutUrl: 'https://provider.test/checkout' };
		const planless = { ...host, site: { ...host.site, requiredPlans: { 'blockyard/video': plan } } };
		const onFile = vi.fn();
		const { container } = render(
			<HostProvider host={planless}>
				<VideoPlaceholder onFile={onFile} onMedia={vi.fn()} interrupted={[]} onForget={vi.fn()} />
			</HostProvider>
		);
		expect(container.textContent).toContain(
			'Uploading and choosing videos needs the Premium plan, which this site does not have yet.'
		);
		for (const name of ['Upload', 'Media Library']) {
			expect(screen.getByRole('button', { name }).getAttribute('aria-disabled')).toBe('true');
		}
		expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(plan.checkoutUrl);
		expect(container.querySelector('input[type="file"]')).toBeNull();
	});
});
