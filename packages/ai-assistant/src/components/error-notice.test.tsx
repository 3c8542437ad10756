import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AssistantError } from '../types';
import { AssistantErrorNotice, QuotaBanner, assistantErrorMessage } from './error-notice';

afterEach(cleanup);

const network: AssistantError = {
	code: 'error_network',
	message: 'It was not possible to process your request. Mind trying again?',
	retryable: true,
};
const moderation: AssistantError = {
	code: 'error_moderation',
	message:
		'This request has been flagged by our moderation system. Please try to rephrase it and try again.',
	retryable: false,
};

function notice(): HTMLElement {
	const element = document.querySelector<HTMLElement>('.components-notice');
	if (!element) {
		throw new Error('No notice rendered');
	}
	return element;
}

describe('assistantErrorMessage', () => {
	it('gives catalogue errors their catalogue text', () => {
		expect(assistantErrorMessage(moderation)).toBe(moderation.message);
		expect(assistantErrorMessage({ code: 'error_unclear_prompt', message: '', retryable: false })).toBe(
			'Your request was unclear. Mind trying again?'
		);
		expect(
			assistantErrorMessage({ code: 'error_service_unavailable', message: '', retryable: true })
		).toBe('The AI services are currently unavailable. Sorry for the inconvenience.');
	});

	it('gives other failures their own message, or the generic one', () => {
		expect(
			assistantErrorMessage({ code: 'error_unknown', message: 'Bad gateway', retryable: false })
		).toBe('Bad gateway');
		expect(assistantErrorMessage({ code: 'error_unknown', message: ' ', retryable: false })).toBe(
			'Whoops, we have encountered an error. AI is like really, really hard and this is an experimental feature. Please try again later.'
		);
	});
});

describe('AssistantErrorNotice', () => {
	it('shows a catalogue error as an info notice', () => {
		render(<AssistantErrorNotice error={moderation} />);

		expect(notice().textContent).toContain(moderation.message);
		expect(notice().className).toContain('is-info');
		expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
	});

	it('shows another failure as an error notice', () => {
		render(
			<AssistantErrorNotice
				error={{ code: 'error_unknown', message: 'Bad gateway', retryable: false }}
			/>
		);

		expect(notice().textContent).toContain('Bad gateway');
		expect(notice().className).toContain('is-error');
	});

	it('offers Retry for a retryable error when onRetry is given', () => {
		const onRetry = vi.fn();
		render(<AssistantErrorNotice error={network} onRetry={onRetry} />);

		fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

		expect(onRetry).toHaveBeenCalledTimes(1);
	});

	it('offers no Retry for an error that is not retryable, or without onRetry', () => {
		const { rerender } = render(<AssistantErrorNotice error={moderation} onRetry={vi.fn()} />);
		expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();

		rerender(<AssistantErrorNotice error={network} />);
		expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
	});

	it('can be dismissed when onDismiss is given', () => {
		const onDismiss = vi.fn();
		const { rerender } = render(<AssistantErrorNotice error={network} />);
		expect(screen.queryByRole('button', { name: /close|dismiss/i })).toBeNull();

		rerender(<AssistantErrorNotice error={network} onDismiss={onDismiss} />);
		fireEvent.click(screen.getByRole('button', { name: /close|dismiss/i }));

		expect(onDismiss).toHaveBeenCalledTimes(1);
	});

	it('shows nothing for the quota error, which has its banner', () => {
		const { container } = render(
			<AssistantErrorNotice
				error={{
					code: 'error_quota_exceeded',
					message: 'You have reached the limit of requests for this site.',
					retryable: false,
				}}
			/>
		);

		expect(container.textContent).toBe('');
	});
});

describe('QuotaBanner', () => {
	it('asks to upgrade, linking to the upgrade page in a new tab', () => {
		render(<QuotaBanner upgradeType="default" upgradeUrl="https://shop.test/checkout?plan=ai" />);

		screen.getByRole('region', { name: 'You have reached the limit of requests for this site.' });
		const upgrade = screen.getByRole('link', { name: /^Upgrade/ });
		expect(upgrade.getAttribute('href')).toBe('https://shop.test/checkout?plan=ai');
		expect(upgrade.getAttribute('target')).toBe('_blank');
		expect(upgrade.textContent).toContain('(opens in a new tab)');
	});

	it('shows no Upgrade link without an upgrade URL', () => {
		render(<QuotaBanner upgradeType="default" />);

		screen.getByRole('region', { name: 'You have reached the limit of requests for this site.' });
		expect(screen.queryByRole('link')).toBeNull();
	});

	it('tells VIP sites to contact their account team, with no Upgrade link', () => {
		render(<QuotaBanner upgradeType="vip" upgradeUrl="https://shop.test/checkout" />);

		screen.getByRole('region', {
			name: 'You have reached the request limit for your plan. Please contact your account team to raise it.',
		});
		expect(screen.queryByRole('link')).toBeNull();
		expect(screen.queryByText(/Upgrade/)).toBeNull();
	});

	it('says how many requests were used when it knows', () => {
		const { rerender } = render(
			<QuotaBanner upgradeType="default" requestsCount={20} requestsLimit={20} />
		);
		expect(screen.getByRole('region').textContent).toContain('20 of 20 requests used.');

		rerender(<QuotaBanner upgradeType="default" requestsCount={1} />);
		expect(screen.getByRole('region').textContent).not.toContain('used');
	});
});
