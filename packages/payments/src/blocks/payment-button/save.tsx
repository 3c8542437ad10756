import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';

import { ProductCard } from './product-card';
import { hasCard } from './product-card-data';
import type { PaymentButtonAttributes } from './types';

/**
 * A pure function of the attributes: the product card (image, name, description, price in its
 * currency, the purchase link with its stored words), plain markup with no script. A product
 * without a name or a positive price saves nothing: there is nothing to sell yet.
 */
export default function PaymentButtonSave({ attributes }: BlockSaveProps<PaymentButtonAttributes>) {
	if (!hasCard(attributes)) {
		return null;
	}
	return (
		<div {...useBlockProps.save()}>
			<ProductCard attributes={attributes} />
		</div>
	);
}
