import { useId } from '@wordpress/element';
import type { ReactNode } from 'react';

export interface BannerProps {
	readonly title: string;
	readonly description?: string;
	readonly action?: ReactNode;
	readonly children?: ReactNode;
}

/** The frame of the paid-block banners: a labelled region with a title, a text and actions. */
export function Banner({ title, description, action, children }: BannerProps) {
	const id = `blockyard-banner-${useId()}`;
	return (
		<section className="blockyard-banner" role="region" aria-labelledby={`${id}-title`}>
			<div className="blockyard-banner__text">
				<strong id={`${id}-title`} className="blockyard-banner__title">
					{title}
				</strong>
				{description ? <p className="blockyard-banner__description">{description}</p> : null}
				{children}
			</div>
			{action ? <div className="blockyard-banner__action">{action}</div> : null}
		</section>
	);
}
