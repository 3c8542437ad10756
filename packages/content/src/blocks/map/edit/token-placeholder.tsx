import { BlockNotice, BlockPlaceholder } from '@blockyard/ui';
import { Button, ExternalLink, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { mapMarker } from '@wordpress/icons';
import type { FormEvent } from 'react';

import type { AccessToken } from './use-access-token';

/** The map waits for a Mapbox access token: a field and Set Token. */
export function TokenPlaceholder({ token }: { readonly token: AccessToken }) {
	const [value, setValue] = useState('');
	const onSubmit = (event: FormEvent) => {
		event.preventDefault();
		if (!token.busy && value.trim() !== '') {
			token.save(value);
		}
	};
	return (
		<BlockPlaceholder
			icon={mapMarker}
			label={__('Map', 'blockyard')}
			instructions={__('To draw this map with Mapbox, enter your Mapbox access token.', 'blockyard')}
		>
			{token.error ? <BlockNotice status="error">{token.error}</BlockNotice> : null}
			<form className="wp-block-blockyard-map__token-form" onSubmit={onSubmit}>
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={__('Mapbox Access Token', 'blockyard')}
					value={value}
					onChange={setValue}
				/>
				<Button variant="primary" type="submit" disabled={token.busy || value.trim() === ''}>
					{__('Set Token', 'blockyard')}
				</Button>
			</form>
			<ExternalLink href="https://account.mapbox.com/access-tokens/">
				{__('Get an access token from Mapbox', 'blockyard')}
			</ExternalLink>
		</BlockPlaceholder>
	);
}
