import { isApiError, payProducts, type Api } from '@blockyard/api-client';
import type { HostPost } from '@blockyard/ui';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

import { productInput } from '../stored-product';
import type { PaymentButtonAttributes, PaymentButtonErrors } from '../types';
import { draftErrors, serverFieldError } from '../validation';

export interface ProductSaving {
	/** The server's refusals, by field, until the field changes. */
	readonly serverErrors: PaymentButtonErrors;
	readonly clearServerError: (field: keyof PaymentButtonErrors) => void;
	/** True when the product may be created and saved from here (see {@link mayPublish}). */
	readonly maySave: boolean;
}

/**
 * Whether the product may be created and saved from this editor: the user may publish the
 * post, or the editor edits no post at all (a template, a widget area).
 */
export const mayPublish = (post: HostPost): boolean => post.canPublish !== false;

/**
 * The product's life: created as a draft when the block is first added (when the user may
 * publish) if what it has is right (`draftErrors`), saved with status publish each time the post
 * starts saving if `validate()` finds nothing (`validate` shows the messages too). A product the
 * block finds wrong is never sent; a field the server still refuses (`data.key`, for what the
 * block could not know) comes back as its message.
 */
export function useProductSaving(options: {
	readonly api: Api;
	readonly post: HostPost;
	readonly attributes: PaymentButtonAttributes;
	readonly setAttributes: (attributes: Partial<PaymentButtonAttributes>) => void;
	/** The product's messages now; saving goes ahead only when there are none. */
	readonly validate: () => PaymentButtonErrors;
}): ProductSaving {
	const { api, post, attributes, setAttributes, validate } = options;
	const [serverErrors, setServerErrors] = useState<PaymentButtonErrors>({});
	const maySave = mayPublish(post);
	const latest = useRef({ attributes, validate });
	latest.current = { attributes, validate };
	const saving = useRef(false);

	const save = useCallback(
		(status: 'draft' | 'publish') => {
			if (saving.current) {
				return;
			}
			const { attributes: now, validate: check } = latest.current;
			// Nothing the block knows to be wrong is sent: the messages show at their fields instead.
			const refused = status === 'draft' ? draftErrors(now) : check();
			if (Object.keys(refused).length > 0) {
				if (status === 'draft') {
					check();
				}
				return;
			}
			saving.current = true;
			payProducts
				.save(api, productInput(now, status))
				.then(
					(product) => {
						setServerErrors({});
						if (product.id !== latest.current.attributes.productId) {
							setAttributes({ productId: product.id });
						}
					},
					(error: unknown) => {
						const fieldError = isApiError(error)
							? serverFieldError(error.data?.['key'], now.email)
							: undefined;
						if (fieldError) {
							setServerErrors(fieldError);
						}
					}
				)
				.finally(() => {
					saving.current = false;
				});
		},
		[api, setAttributes]
	);

	// Created as a draft when the block is first added, so that it has an id the post can keep.
	const created = useRef(attributes.productId !== undefined);
	useEffect(() => {
		if (!created.current && maySave) {
			created.current = true;
			save('draft');
		}
	}, [maySave, save]);

	// Saved as published when the post starts saving.
	const wasSaving = useRef(post.isSaving === true);
	useEffect(() => {
		const started = post.isSaving === true && !wasSaving.current;
		wasSaving.current = post.isSaving === true;
		if (started && maySave) {
			// Only a valid product is sent (`save` checks). Without an id (its draft could not be
			// made) it is created published: the post goes live with it.
			save('publish');
		}
	}, [post.isSaving, maySave, save]);

	const clearServerError = useCallback((field: keyof PaymentButtonErrors) => {
		setServerErrors((errors) => {
			if (errors[field] === undefined) {
				return errors;
			}
			const rest = { ...errors };
			delete rest[field];
			return rest;
		});
	}, []);

	return { serverErrors, clearServerError, maySave };
}
