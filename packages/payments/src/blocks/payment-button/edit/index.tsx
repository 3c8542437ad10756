import { BlockNotice, useHost, useHostPost } from '@blockyard/ui';
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Spinner } from '@wordpress/components';
import { useCallback, useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { useEditorMoneyStyle } from '../../../money/use-editor-money-style';
import { element } from '../class-names';
import { ProductCard } from '../product-card';
import type { PaymentButtonAttributes, PaymentButtonErrors } from '../types';
import { isValidProduct, validateProduct } from '../validation';
import { PaymentButtonInspector } from './inspector';
import { ExampleMug } from './example-mug';
import { ProductForm } from './product-form';
import { ProductImage } from './product-image';
import { useProductSaving } from './use-product-saving';
import { useStoredProduct } from './use-stored-product';

const priceAsText = (price: number | undefined): string => (price === undefined ? '' : String(price));

/** The price's attribute for what the author typed: a number, or none. */
function priceOfText(text: string): number | undefined {
	const amount = Number(text.trim());
	return text.trim() === '' || !Number.isFinite(amount) ? undefined : amount;
}

/**
 * The payment button in the editor: the product form (image, item name, description,
 * currency, price, several at a time, email) while selected or not valid yet, the product card
 * otherwise. The messages show at their fields once the block is deselected or the post saves;
 * the stored product is created as a draft when the block is added and published with the post.
 */
export default function PaymentButtonEdit(props: BlockEditProps<PaymentButtonAttributes>) {
	const blockProps = useBlockProps();
	if (props.attributes.preview === true) {
		// The inserter's example: the card as a visitor sees it, with a drawn mug and no request.
		return (
			<div {...blockProps}>
				<ProductCard attributes={props.attributes} picture={<ExampleMug />} />
			</div>
		);
	}
	return <PaymentButtonEditor {...props} />;
}

function PaymentButtonEditor({
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: BlockEditProps<PaymentButtonAttributes>) {
	const host = useHost();
	const post = useHostPost();
	const [priceText, setPriceText] = useState(() => priceAsText(attributes.price));
	const [showErrors, setShowErrors] = useState(false);
	const [imageError, setImageError] = useState<string>();
	// The site's language's way of writing the price, kept in the block for its save and card.
	useEditorMoneyStyle(attributes.currency, attributes.moneyStyle, setAttributes);

	// A price set from elsewhere (loaded back, undone) replaces what was typed.
	useEffect(() => {
		setPriceText((text) =>
			priceOfText(text) === attributes.price ? text : priceAsText(attributes.price)
		);
	}, [attributes.price]);

	// The postLinkUrl follows the post's address, where visitors buy the item.
	useEffect(() => {
		if (post.link !== undefined && post.link !== attributes.postLinkUrl) {
			setAttributes({ postLinkUrl: post.link });
		}
	}, [post.link, attributes.postLinkUrl, setAttributes]);

	const errors = useMemo(() => validateProduct(attributes, priceText), [attributes, priceText]);
	const latestErrors = useRef(errors);
	latestErrors.current = errors;
	const validate = useCallback((): PaymentButtonErrors => {
		setShowErrors(true);
		return latestErrors.current;
	}, []);

	const load = useStoredProduct(host.api, attributes, setAttributes);
	const { serverErrors, clearServerError, maySave } = useProductSaving({
		api: host.api,
		post,
		attributes,
		setAttributes,
		validate,
	});

	// Validated when the block is deselected.
	const wasSelected = useRef(isSelected);
	useEffect(() => {
		if (wasSelected.current && !isSelected) {
			setShowErrors(true);
		}
		wasSelected.current = isSelected;
	}, [isSelected]);

	// The block's own message comes first; the server's names only what the block could not know.
	const shownErrors: PaymentButtonErrors = { ...serverErrors, ...(showErrors ? errors : {}) };
	const blockProps = useBlockProps();

	if (!isSelected && load !== 'loading' && isValidProduct(errors) && isValidProduct(serverErrors)) {
		return (
			<div {...blockProps}>
				<ProductCard attributes={attributes} />
				{/* The provider's button, as visitors get it in place of the link where the page renders the block. */}
				<p className={element('pay-preview')}>
					<img
						className={element('pay-image')}
						src={
							new URL(
								'pay-products/button.svg',
								new URL(host.api.roots.hosted, document.baseURI)
							).href
						}
						alt={__('Buy now', 'blockyard')}
					/>
				</p>
			</div>
		);
	}

	const change = (next: Partial<PaymentButtonAttributes>) => {
		for (const field of Object.keys(next)) {
			if (field === 'title' || field === 'currency' || field === 'email') {
				clearServerError(field);
			}
		}
		setAttributes(next);
	};

	return (
		<div {...blockProps}>
			<PaymentButtonInspector
				postLinkText={attributes.postLinkText}
				earningsUrl={
					new URL('pay-products/earnings', new URL(host.api.roots.hosted, document.baseURI)).href
				}
				onChangePostLinkText={(postLinkText) => setAttributes({ postLinkText })}
			/>
			<div className={element('form')}>
				{load === 'loading' ? (
					<p className={element('loading')}>
						<Spinner /> {__('Loading the product…', 'blockyard')}
					</p>
				) : null}
				{load === 'failed' ? (
					<BlockNotice status="warning">
						{__(
							'The stored product could not be loaded: the fields show what the block has.',
							'blockyard'
						)}
					</BlockNotice>
				) : null}
				{maySave ? null : (
					<BlockNotice status="info">
						{__(
							'You can’t publish this post, so this product is not saved from here. Someone who can publish the post saves it when they publish.',
							'blockyard'
						)}
					</BlockNotice>
				)}
				{imageError ? <BlockNotice status="error">{imageError}</BlockNotice> : null}
				<div className={element('product')}>
					<div className={element('image-field')}>
						<ProductImage
							image={attributes}
							lockName={`blockyard/payment-button/${clientId}`}
							onChange={(image) => {
								setImageError(undefined);
								setAttributes(image);
							}}
							onError={setImageError}
						/>
					</div>
					<ProductForm
						attributes={attributes}
						priceText={priceText}
						errors={shownErrors}
						onChange={change}
						onChangePrice={(text) => {
							clearServerError('price');
							setPriceText(text);
							setAttributes({ price: priceOfText(text) });
						}}
					/>
				</div>
			</div>
		</div>
	);
}
