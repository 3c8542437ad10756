import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { UploadState } from '../upload/upload-controller';
import { UploadScreen } from './upload-screen';

function renderScreen(state: UploadState) {
	const handlers = {
		onTitleChange: vi.fn(),
		onPause: vi.fn(),
		onResume: vi.fn(),
		onCancel: vi.fn(),
		onDone: vi.fn(),
	};
	render(<UploadScreen fileName="holiday.mp4" state={state} title="holiday" {...handlers} />);
	return handlers;
}

const MB = 1_000_000;

/** The error notice's text, not its copy for screen readers. */
const notice = () => document.querySelector('.components-notice__content') as HTMLElement;

describe('UploadScreen', () => {
	it('shows the progress as an accessible bar, and Pause', () => {
		const handlers = renderScreen({ phase: 'uploading', sent: 10 * MB, total: 25 * MB });
		const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
		expect(bar.getAttribute('aria-valuenow')).toBe('40');
		expect(screen.getByText('Uploading… 40 %')).toBeTruthy();
		fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
		expect(handlers.onPause).toHaveBeenCalledOnce();
		expect((screen.getByRole('textbox', { name: 'Video title' }) as HTMLInputElement).value).toBe(
			'holiday'
		);
	});

	it('says where an interrupted upload resumed from', () => {
		renderScreen({ phase: 'uploading', sent: 15 * MB, total: 25 * MB, resumedFrom: 10 * MB });
		expect(screen.getByText('Resuming the upload from 40 %: 60 % uploaded')).toBeTruthy();
	});

	it('offers Resume while paused', () => {
		const handlers = renderScreen({ phase: 'paused', sent: 5 * MB, total: 25 * MB });
		expect(screen.getByText('Paused at 20 %')).toBeTruthy();
		fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
		expect(handlers.onResume).toHaveBeenCalledOnce();
		expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
	});

	it('shows an error with Try again and Cancel, and a link for an unsupported format', () => {
		const handlers = renderScreen({
			phase: 'error',
			sent: 0,
			total: 25 * MB,
			problem: {
				kind: 'invalid-mime',
				message: 'The format of the video you uploaded is not supported.',
			},
		});
		expect(notice().textContent).toContain('The format of the video you uploaded is not supported.');
		expect(
			screen.getByRole('link', { name: /recommended video settings/ }).getAttribute('href')
		).toContain('recommended-video-settings');
		fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
		fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
		expect(handlers.onResume).toHaveBeenCalledOnce();
		expect(handlers.onCancel).toHaveBeenCalledOnce();
	});

	it('shows the network message without a link', () => {
		renderScreen({
			phase: 'error',
			sent: 0,
			total: 25 * MB,
			problem: {
				kind: 'network',
				message: 'An error was encountered during the upload. Check your network connection.',
			},
		});
		expect(notice().textContent?.trim()).toBe(
			'An error was encountered during the upload. Check your network connection.'
		);
		expect(screen.queryByRole('link')).toBeNull();
	});

	it('says Upload Complete! and offers Done', () => {
		const handlers = renderScreen({
			phase: 'complete',
			total: 25 * MB,
			video: { guid: 'AbCd1234', media_id: 4, src: 'http://site.test/holiday.mp4' },
		});
		expect(screen.getByText('Upload Complete!')).toBeTruthy();
		expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
		fireEvent.click(screen.getByRole('button', { name: 'Done' }));
		expect(handlers.onDone).toHaveBeenCalledOnce();
		expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
	});

	it('shows the poster picker it is given once the upload is complete, not before', () => {
		const poster = <p>Poster picker</p>;
		const handlers = {
			onTitleChange: vi.fn(),
			onPause: vi.fn(),
			onResume: vi.fn(),
			onCancel: vi.fn(),
			onDone: vi.fn(),
		};
		const { rerender } = render(
			<UploadScreen
				fileName="holiday.mp4"
				state={{ phase: 'uploading', sent: MB, total: 25 * MB }}
				title="holiday"
				poster={poster}
				{...handlers}
			/>
		);
		expect(screen.queryByText('Poster picker')).toBeNull();
		rerender(
			<UploadScreen
				fileName="holiday.mp4"
				state={{
					phase: 'complete',
					total: 25 * MB,
					video: { guid: 'AbCd1234', media_id: 4, src: 'http://site.test/holiday.mp4' },
				}}
				title="holiday"
				poster={poster}
				{...handlers}
			/>
		);
		expect(screen.getByText('Poster picker')).toBeTruthy();
	});
});
