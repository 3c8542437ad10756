import type { PayProduct, PayProductInput } from '@blockyard/api-client';

import type { PaymentButtonAttributes } from './types';

/** The attributes the stored product holds (the image's address and title come from its media item). */
export type StoredFields = Pick<
	PaymentButtonAttributes,
	'title' | 'content' | 'currency' | 'email' | 'multiple' | 'price' | 'featuredMediaId'
>;

/**
 * The product to save from the block's attributes: `publish` once the product exists and
 * the post is saved, `draft` when it is created as the block is first added.
 */
export function productInput(
	attributes: PaymentButtonAttributes,
	status: 'draft' | 'publish'
): PayProductInput {
	return {
		...(attributes.productId === undefined ? {} : { id: attributes.productId }),
		title: attributes.title,
		content: attributes.content,
		featured_media: attributes.featuredMediaId,
		status,
		meta: {
			spay_currency: attributes.currency,
			spay_email: attributes.email.trim(),
			spay_multiple: attributes.multiple,
			// A draft may have no price yet; the server takes 0 as "none".
			spay_price: attributes.price ?? 0,
		},
	};
}

/** The block's fields as the stored product has them. */
export function fieldsOfProduct(product: PayProduct): StoredFields {
	return {
		title: product.title.raw,
		content: product.content.raw,
		currency: product.meta.spay_currency,
		email: product.meta.spay_email,
		multiple: product.meta.spay_multiple,
		// 0 is the server's "no price yet".
		price: product.meta.spay_price === 0 ? undefined : product.meta.spay_price,
		featuredMediaId: product.featured_media,
	};
}

/** Only the fields of `next` that differ from `current`: loading back changes nothing that is already so. */
export function changedFields<T extends object>(current: T, next: Partial<T>): Partial<T> {
	return Object.fromEntries(
		Object.entries(next).filter(([key, value]) => current[key as keyof T] !== value)
	) as Partial<T>;
}
