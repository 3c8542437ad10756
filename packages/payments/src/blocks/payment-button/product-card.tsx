import { safeLinkUrl, safeMediaUrl } from '@blockyard/api-client';
import type { ReactNode } from 'react';

import { element } from './class-names';
import { cardPrice } from './product-card-data';
import type { PaymentButtonAttributes } from './types';

/**
 * The product as a visitor sees it, shared by `save` and by the edit's card when the block is
 * not selected: the image, the name (a heading), the description, the price, and the purchase
 * link when the block has its address, and the price in the stored money style (the site's
 * language) when there is one. Addresses go through the saved-output policy. The
 * editor's example gives a drawn `picture` in place of the image; `save` never does.
 */
export function ProductCard({
	attributes,
	picture,
}: {
	readonly attributes: PaymentButtonAttributes;
	readonly picture?: ReactNode;
}) {
	const { currency, featuredMediaTitle, postLinkText, price, title } = attributes;
	const content = typeof attributes.content === 'string' ? attributes.content : '';
	const featuredMediaUrl = safeMediaUrl(attributes.featuredMediaUrl);
	const postLinkUrl = safeLinkUrl(attributes.postLinkUrl);
	return (
		<div className={element('product')}>
			{picture || featuredMediaUrl ? (
				<figure className={element('figure')}>
					{picture ?? (
						<img
							className={element('image')}
							src={featuredMediaUrl}
							alt={featuredMediaTitle ?? ''}
						/>
					)}
				</figure>
			) : null}
			<div className={element('details')}>
				<h3 className={element('title')}>{title}</h3>
				{content.trim() !== '' ? <p className={element('description')}>{content}</p> : null}
				<p className={element('price')}>{cardPrice(price ?? 0, currency, attributes.moneyStyle)}</p>
				{postLinkUrl ? (
					<p className={element('purchase')}>
						<a className={element('purchase-link')} href={postLinkUrl}>
							{postLinkText}
						</a>
					</p>
				) : null}
			</div>
		</div>
	);
}
