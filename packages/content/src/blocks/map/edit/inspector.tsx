import { StyleSelector } from '@blockyard/ui';
import { InspectorControls, PanelColorSettings } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Button, PanelBody, RangeControl, TextControl, ToggleControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { MAX_ZOOM, MIN_HEIGHT, MIN_ZOOM } from '../constants';
import { mapHeight } from '../height';
import { markerColor } from '../marker-color';
import { mapStyle } from '../styles';
import type { MapAttributes, MapMarker, MapProvider } from '../types';
import { clampZoom, isZoomSettable } from '../zoom';
import { ExamplePreview } from './example-preview';
import { MarkerFields, type MarkerFieldsProps } from './marker-fields';
import type { TileTemplates } from '../tiles';
import { providerName, styleNote, styleOptions } from './style-options';
import type { AccessToken } from './use-access-token';

export interface MapInspectorProps extends Pick<
	BlockEditProps<MapAttributes>,
	'attributes' | 'setAttributes'
> {
	readonly markers: readonly MapMarker[];
	readonly provider: MapProvider;
	/** The site's tile templates: which styles the provider can draw. */
	readonly templates: TileTemplates;
	/** The site gives visitors' pages a public Mapbox token. */
	readonly visitorsToken: boolean;
	readonly token: AccessToken;
	readonly onStyleChange: (style: string) => void;
	readonly onChangeMarker: (id: string, change: Parameters<MarkerFieldsProps['onChange']>[0]) => void;
	readonly onDeleteMarker: (id: string) => void;
}

/** The sidebar: Colors, Map Settings, the markers, and Mapbox's access token. */
export function MapInspector({
	attributes,
	setAttributes,
	markers,
	provider,
	templates,
	visitorsToken,
	token,
	onStyleChange,
	onChangeMarker,
	onDeleteMarker,
}: MapInspectorProps) {
	const [heightDraft, setHeightDraft] = useState<string | undefined>();
	const zoomSettable = isZoomSettable(markers.length);
	const style = mapStyle(attributes.mapStyle);
	const note = styleNote({ provider, style, templates, visitorsToken });
	const commitHeight = () => {
		if (heightDraft !== undefined) {
			setAttributes({ mapHeight: mapHeight(heightDraft) });
			setHeightDraft(undefined);
		}
	};

	return (
		<InspectorControls>
			<PanelColorSettings
				title={__('Colors', 'blockyard')}
				colorSettings={[
					{
						label: __('Marker Color', 'blockyard'),
						value: markerColor(attributes.markerColor),
						onChange: (value) => setAttributes({ markerColor: markerColor(value) }),
					},
				]}
			/>
			<PanelBody title={__('Map Settings', 'blockyard')}>
				<StyleSelector
					label={__('Style', 'blockyard')}
					styles={styleOptions(provider, templates)}
					value={style}
					onChange={onStyleChange}
					renderPreview={(option) => (
						<ExamplePreview color={attributes.markerColor} style={mapStyle(option.name)} />
					)}
				/>
				{note ? <p className="wp-block-blockyard-map__style-note">{note}</p> : null}
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					type="number"
					label={__('Height in pixels', 'blockyard')}
					help={sprintf(
						/* translators: %d: the smallest height of the map, in pixels. */
						__('At least %d; empty for the default height.', 'blockyard'),
						MIN_HEIGHT
					)}
					min={MIN_HEIGHT}
					step={10}
					value={
						heightDraft ??
						(attributes.mapHeight === undefined ? '' : String(attributes.mapHeight))
					}
					onChange={setHeightDraft}
					onBlur={commitHeight}
					onKeyDown={(event) => {
						if (event.key === 'Enter') {
							commitHeight();
						}
					}}
				/>
				<RangeControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={__('Zoom level', 'blockyard')}
					help={
						zoomSettable
							? undefined
							: __(
									'The map shows all its markers; zoom applies to a map of one marker or none.',
									'blockyard'
								)
					}
					min={MIN_ZOOM}
					max={MAX_ZOOM}
					value={clampZoom(attributes.zoom)}
					disabled={!zoomSettable}
					onChange={(value) => setAttributes({ zoom: clampZoom(value) })}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={__('Scroll to zoom', 'blockyard')}
					help={__(
						'Allow the map to be zoomed with the mouse wheel (with one marker or none).',
						'blockyard'
					)}
					checked={attributes.scrollToZoom}
					onChange={(scrollToZoom) => setAttributes({ scrollToZoom })}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={__('Show Fullscreen Button', 'blockyard')}
					checked={attributes.showFullscreenButton}
					onChange={(showFullscreenButton) => setAttributes({ showFullscreenButton })}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={__('Show place details', 'blockyard')}
					help={__('List the places, with their titles and captions, below the map.', 'blockyard')}
					checked={attributes.mapDetails !== false}
					onChange={(mapDetails) => setAttributes({ mapDetails })}
				/>
				<p className="wp-block-blockyard-map__provider">
					{sprintf(
						/* translators: %s: the map provider's name, e.g. OpenStreetMap. */
						__('Map provider: %s', 'blockyard'),
						providerName(provider)
					)}
				</p>
			</PanelBody>
			{markers.length > 0 ? (
				<PanelBody title={__('Markers', 'blockyard')} initialOpen={false}>
					{markers.map((marker) => (
						<PanelBody
							key={marker.id}
							title={marker.title || marker.placeTitle}
							initialOpen={false}
						>
							<MarkerFields
								marker={marker}
								onChange={(change) => onChangeMarker(marker.id, change)}
								onDelete={() => onDeleteMarker(marker.id)}
							/>
						</PanelBody>
					))}
				</PanelBody>
			) : null}
			{provider === 'mapbox' && token.status === 'ready' ? (
				<PanelBody title={__('Mapbox Access Token', 'blockyard')} initialOpen={false}>
					<TokenForm token={token} />
				</PanelBody>
			) : null}
		</InspectorControls>
	);
}

/** The token field with Update Token and Remove Token, for the sidebar. */
function TokenForm({ token }: { readonly token: AccessToken }) {
	const [value, setValue] = useState(token.fieldValue);
	return (
		<>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={__('Mapbox Access Token', 'blockyard')}
				value={value}
				onChange={setValue}
			/>
			<Button
				variant="secondary"
				disabled={token.busy || value.trim() === ''}
				onClick={() => token.save(value)}
			>
				{__('Update Token', 'blockyard')}
			</Button>{' '}
			<Button variant="link" isDestructive disabled={token.busy} onClick={token.remove}>
				{__('Remove Token', 'blockyard')}
			</Button>
		</>
	);
}
