import {
	type ExternalMediaCopy,
	type ExternalMediaItem,
	type ExternalMediaService,
	hostedExternalMedia,
	publicExternalMedia,
} from '@blockyard/api-client';
import { useHost } from '@blockyard/ui';
import { Button, Modal, Notice, Spinner, VisuallyHidden } from '@wordpress/components';
import { useCallback, useId, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { firstCopyError, mediaErrorOutcome } from '../media-errors';
import { toggleSelection } from '../selection';
import { EXTERNAL_SOURCES, sourceLabel } from '../sources';
import { GooglePhotosPanel } from './google-photos-panel';
import { StockPanel } from './stock-panel';

/** An attachment as the editor's media buttons hand it to a block (WordPress's media object). */
export interface WordPressMedia {
	readonly id: number;
	readonly url: string;
	readonly alt: string;
	readonly caption: string;
	readonly type: string;
}

export interface ExternalMediaModalProps {
	readonly service: ExternalMediaService;
	readonly onChangeService: (service: ExternalMediaService) => void;
	/** Opens the editor's own media library instead (absent where the editor has none). */
	readonly openLibrary?: () => void;
	readonly multiple: boolean;
	/** Gets one media object, or a list of them for a button that picks several. */
	readonly onSelect: (media: WordPressMedia | readonly WordPressMedia[]) => void;
	readonly onClose: () => void;
}

function copiedMedia(copied: ExternalMediaCopy): WordPressMedia[] {
	return copied.flatMap((item) =>
		'errors' in item
			? []
			: [
					{
						id: item.ID,
						url: item.URL,
						alt: item.alt ?? '',
						caption: item.caption ?? '',
						type: item.type ?? 'image',
					},
				]
	);
}

/**
 * 'Select media': the sources, the chosen source's items to pick from, and 'Select', which copies
 * the picked items into the site's media library ('Inserting media', 'Inserting…': through the
 * platform's `rest/v1.1/external-media-upload` on a simple site, the site's
 * `wpcom/v2/external-media/copy` otherwise) and hands them to the media button as media of the
 * library.
 */
export function ExternalMediaModal({
	service,
	onChangeService,
	openLibrary,
	multiple,
	onSelect,
	onClose,
}: ExternalMediaModalProps) {
	const host = useHost();
	const descriptionId = useId();
	const [selected, setSelected] = useState<readonly ExternalMediaItem[]>([]);
	const [copying, setCopying] = useState(false);
	const [notice, setNotice] = useState<string | undefined>(undefined);
	const onNotice = useCallback((message: string | undefined) => setNotice(message), []);
	const onToggle = useCallback(
		(item: ExternalMediaItem) => setSelected((current) => toggleSelection(current, item, multiple)),
		[multiple]
	);

	const insert = async () => {
		setCopying(true);
		setNotice(undefined);
		try {
			// A site the platform hosts copies through the platform's own upload; others through the site.
			const copy = host.site.type === 'simple' ? publicExternalMedia.upload : hostedExternalMedia.copy;
			const copied = await copy(
				host.api,
				service,
				selected.map((item) => ({
					id: item.ID,
					guid: item.guid,
					caption: item.caption,
					title: item.title,
				})),
				host.getPost().id ?? 0
			);
			const media = copiedMedia(copied);
			const error = firstCopyError(copied);
			if (media.length === 0) {
				setNotice(error ?? __('The media could not be inserted.', 'blockyard'));
				setCopying(false);
				return;
			}
			if (error !== undefined) {
				host.notify({ status: 'error', message: error });
			}
			onSelect(multiple ? media : (media[0] as WordPressMedia));
			onClose();
		} catch (error) {
			const outcome = mediaErrorOutcome(error);
			setNotice(
				outcome.kind === 'notice'
					? outcome.message
					: __('Connect your account again to insert this media.', 'blockyard')
			);
			setCopying(false);
		}
	};

	const panelProps = { api: host.api, service, multiple, copying, selected, onToggle, onNotice };

	return (
		<Modal
			className="blockyard-external-media"
			title={copying ? __('Inserting media', 'blockyard') : __('Select media', 'blockyard')}
			aria={{ describedby: descriptionId }}
			onRequestClose={() => {
				if (!copying) {
					onClose();
				}
			}}
			style={{ width: 'min(960px, calc(100vw - 32px))', maxWidth: 'none' }}
		>
			<VisuallyHidden as="p" id={descriptionId}>
				{multiple
					? __(
							'Pick images from the source, then Select to insert them: they are copied into the site’s media library.',
							'blockyard'
						)
					: __(
							'Pick an image from the source, then Select to insert it: it is copied into the site’s media library.',
							'blockyard'
						)}
			</VisuallyHidden>
			<nav
				className="blockyard-external-media__sources"
				aria-label={__('Media sources', 'blockyard')}
				style={{ display: 'flex', flexWrap: 'wrap', gap: '4px', margin: '0 0 16px' }}
			>
				{openLibrary ? (
					<Button
						variant="tertiary"
						disabled={copying}
						onClick={() => {
							onClose();
							openLibrary();
						}}
					>
						{__('Media Library', 'blockyard')}
					</Button>
				) : null}
				{EXTERNAL_SOURCES.map((source) => (
					<Button
						key={source}
						variant={source === service ? 'secondary' : 'tertiary'}
						aria-current={source === service ? 'page' : undefined}
						disabled={copying}
						onClick={() => {
							if (source !== service) {
								setSelected([]);
								setNotice(undefined);
								onChangeService(source);
							}
						}}
					>
						{sourceLabel(source)}
					</Button>
				))}
			</nav>
			{notice !== undefined ? (
				<Notice status="error" onRemove={() => setNotice(undefined)}>
					{notice}
				</Notice>
			) : null}
			{service === 'google_photos' ? (
				<GooglePhotosPanel key={service} {...panelProps} />
			) : (
				<StockPanel key={service} {...panelProps} />
			)}
			<div
				className="blockyard-external-media__footer"
				style={{
					position: 'sticky',
					bottom: 0,
					display: 'flex',
					justifyContent: 'flex-end',
					alignItems: 'center',
					gap: '12px',
					padding: '12px 0 0',
					background: '#fff',
				}}
			>
				<div role="status">
					{copying ? (
						<span style={{ display: 'inline-flex', alignItems: 'center', gap: '4px' }}>
							<Spinner />
							{__('Inserting Image…', 'blockyard')}
						</span>
					) : null}
				</div>
				<Button
					variant="primary"
					disabled={selected.length === 0 || copying}
					isBusy={copying}
					onClick={() => void insert()}
				>
					{copying ? __('Inserting…', 'blockyard') : __('Select', 'blockyard')}
				</Button>
			</div>
		</Modal>
	);
}
