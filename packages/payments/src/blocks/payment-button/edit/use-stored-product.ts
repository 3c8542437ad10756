import { media, payProducts, type Api } from '@blockyard/api-client';
import { useEffect, useRef, useState } from '@wordpress/element';

import { changedFields, fieldsOfProduct } from '../stored-product';
import type { PaymentButtonAttributes } from '../types';

export type StoredProductLoad = 'none' | 'loading' | 'loaded' | 'failed';

/**
 * Loads the fields back from the stored product the block had when it opened (its
 * `productId`), and the address and title of its image from the media item; sets only what
 * differs. A product created while the block is open is not read back: the block has its fields.
 */
export function useStoredProduct(
	api: Api,
	attributes: PaymentButtonAttributes,
	setAttributes: (attributes: Partial<PaymentButtonAttributes>) => void
): StoredProductLoad {
	const [productId] = useState(attributes.productId);
	const [load, setLoad] = useState<StoredProductLoad>(productId === undefined ? 'none' : 'loading');
	// The attributes when the product answers, not when the load started.
	const current = useRef(attributes);
	current.current = attributes;

	useEffect(() => {
		if (productId === undefined) {
			return undefined;
		}
		const controller = new AbortController();
		const { signal } = controller;
		void (async () => {
			try {
				const fields = fieldsOfProduct(await payProducts.get(api, productId, signal));
				let image: Partial<PaymentButtonAttributes> = {};
				if (fields.featuredMediaId > 0) {
					const item = await media.get(api, fields.featuredMediaId, signal).catch(() => undefined);
					if (item) {
						image = { featuredMediaUrl: item.source_url, featuredMediaTitle: item.title.raw };
					}
				}
				if (signal.aborted) {
					return;
				}
				const changes = changedFields(current.current, { ...fields, ...image });
				if (Object.keys(changes).length > 0) {
					setAttributes(changes);
				}
				setLoad('loaded');
			} catch {
				if (!signal.aborted) {
					setLoad('failed');
				}
			}
		})();
		return () => controller.abort();
	}, [api, productId, setAttributes]);

	return load;
}
