import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { RequestStatus } from '../../request/machine';
import { FormAiBar, type FormAiBarProps } from './form-ai-bar';

afterEach(cleanup);

const PLACEHOLDER = 'Ask AI Assistant to create your form…';
const WORKING = 'Creating your form. Please wait a few moments.';

function renderBar(props: Partial<FormAiBarProps> = {}) {
	const handlers = { onChange: vi.fn(), onSend: vi.fn(), onStop: vi.fn() };
	const view = render(<FormAiBar value="" status="init" {...handlers} {...props} />);
	const prompt = () => screen.getByRole('textbox', { name: 'Describe the form to create' });
	return { ...view, ...handlers, prompt };
}

describe('FormAiBar', () => {
	it('asks the AI to create the form', () => {
		const { prompt } = renderBar();

		expect(prompt().getAttribute('placeholder')).toBe(PLACEHOLDER);
		expect(screen.getByRole('button', { name: 'Send request' })).toHaveProperty('disabled', true);
	});

	it('sends what is typed with Enter or Send, and adds a line with Shift+Enter', () => {
		const { prompt, onSend, onChange } = renderBar({ value: 'A contact form' });

		fireEvent.change(prompt(), { target: { value: 'A contact form with a phone' } });
		fireEvent.keyDown(prompt(), { key: 'Enter', shiftKey: true });
		expect(onSend).not.toHaveBeenCalled();
		fireEvent.keyDown(prompt(), { key: 'Enter' });
		fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

		expect(onChange).toHaveBeenCalledWith('A contact form with a phone');
		expect(onSend).toHaveBeenCalledTimes(2);
		expect(screen.getByText('Press Enter to send your request.')).toBeTruthy();
	});

	it('sends nothing blank', () => {
		const { prompt, onSend } = renderBar({ value: '   ' });

		fireEvent.keyDown(prompt(), { key: 'Enter' });

		expect(onSend).not.toHaveBeenCalled();
	});

	it.each<RequestStatus>(['requesting', 'suggesting'])(
		'while %s, reads that the form is being created, and stops with Stop or Esc',
		(status) => {
			const { prompt, onStop, onSend } = renderBar({ value: 'A contact form', status });

			expect(prompt().getAttribute('placeholder')).toBe(WORKING);
			expect(prompt()).toHaveProperty('value', '');
			expect(prompt()).toHaveProperty('readOnly', true);
			expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();

			fireEvent.keyDown(prompt(), { key: 'Enter' });
			fireEvent.keyDown(prompt(), { key: 'Escape' });
			fireEvent.click(screen.getByRole('button', { name: 'Stop request' }));

			expect(onSend).not.toHaveBeenCalled();
			expect(onStop).toHaveBeenCalledTimes(2);
		}
	);

	it.each<RequestStatus>(['done', 'error'])('shows the prompt again once %s', (status) => {
		const { prompt } = renderBar({ value: 'A contact form', status });

		expect(prompt().getAttribute('placeholder')).toBe(PLACEHOLDER);
		expect(prompt()).toHaveProperty('value', 'A contact form');
		expect(prompt()).toHaveProperty('readOnly', false);
	});

	it('says why it cannot send when an upgrade is required', () => {
		const { prompt, onSend } = renderBar({
			value: 'A contact form',
			sendDisabledReason: 'Upgrade to keep using the AI Assistant.',
		});

		fireEvent.keyDown(prompt(), { key: 'Enter' });

		expect(onSend).not.toHaveBeenCalled();
		expect(screen.getByText('Upgrade to keep using the AI Assistant.')).toBeTruthy();
		expect(screen.getByRole('button', { name: 'Send request' })).toHaveProperty('disabled', true);
	});

	it('shows the quota banner when given', () => {
		renderBar({ quota: { upgradeType: 'default', requestsCount: 20, requestsLimit: 20 } });

		expect(screen.getByText('You have reached the limit of requests for this site.')).toBeTruthy();
		expect(screen.getByText('20 of 20 requests used.')).toBeTruthy();
	});

	it('takes the focus when it opens from the keyboard', () => {
		const { prompt } = renderBar({ autoFocus: true });

		expect(document.activeElement).toBe(prompt());
	});

	describe('its layout', () => {
		/** A `ResizeObserver` the test drives: `resize(width)` reports the observed element's new width. */
		class FakeResizeObserver {
			static latest: FakeResizeObserver | undefined;
			target: Element | undefined;

			constructor(private readonly callback: ResizeObserverCallback) {
				FakeResizeObserver.latest = this;
			}

			observe(target: Element) {
				this.target = target;
			}

			unobserve() {}

			disconnect() {}

			resize(width: number) {
				const entry = {
					target: this.target,
					contentRect: { width },
				} as unknown as ResizeObserverEntry;
				this.callback([entry], this as unknown as ResizeObserver);
			}
		}

		afterEach(() => {
			vi.unstubAllGlobals();
			vi.useRealTimers();
		});

		it('turns narrow under 480 px of its container, measured at most every 20 ms', () => {
			vi.useFakeTimers();
			vi.stubGlobal('ResizeObserver', FakeResizeObserver);
			const onChange = vi.fn();
			const { container } = render(
				<div data-testid="form">
					<FormAiBar value="" status="init" onChange={onChange} onSend={vi.fn()} onStop={vi.fn()} />
				</div>
			);
			const bar = container.querySelector('.blockyard-form-ai-bar');
			const observer = FakeResizeObserver.latest;
			expect(observer?.target).toBe(screen.getByTestId('form'));

			act(() => observer?.resize(800));
			expect(bar?.classList.contains('is-narrow')).toBe(false);

			act(() => {
				observer?.resize(479);
				vi.advanceTimersByTime(19);
			});
			expect(bar?.classList.contains('is-narrow')).toBe(false);
			act(() => vi.advanceTimersByTime(1));
			expect(bar?.classList.contains('is-narrow')).toBe(true);

			act(() => {
				vi.advanceTimersByTime(20);
				observer?.resize(480);
			});
			expect(bar?.classList.contains('is-narrow')).toBe(false);
		});
	});
});
