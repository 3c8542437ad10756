import { element } from './class-names';
import { cardPrice } from './product-card-data';
import type { PaymentButtonAttributes } from './types';

/**
 * The product as a visitor sees it, shared by `save` and by the edit's card when the block is
 * not selected: the image, the name (a heading), the description, the price, and the purchase
 * link when the block has its address.
 */
export function ProductCard({ attributes }: { readonly attributes: PaymentButtonAttributes }) {
	const {
		content,
		currency,
		featuredMediaTitle,
		featuredMediaUrl,
		postLinkText,
		postLinkUrl,
		price,
		title,
	} = attributes;
	return (
		<div className={element('product')}>
			{featuredMediaUrl ? (
				<figure className={element('figure')}>
					<img className={element('image')} src={featuredMediaUrl} alt={featuredMediaTitle ?? ''} />
				</figure>
			) : null}
			<div className={element('details')}>
				<h3 className={element('title')}>{title}</h3>
				{content.trim() !== '' ? <p className={element('description')}>{content}</p> : null}
				<p className={element('price')}>{cardPrice(price ?? 0, currency)}</p>
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
