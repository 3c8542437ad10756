import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { DisconnectButton } from '../../../embed/disconnect-button';
import { LazyServiceLink } from '../../../embed/lazy-service-link';
import type { MailchimpAttributes } from '../types';
import { GroupsPanel } from './groups-panel';

export type NotificationKind = 'processing' | 'success' | 'error';

export interface MailchimpInspectorProps {
	readonly attributes: MailchimpAttributes;
	readonly setAttributes: (change: Partial<MailchimpAttributes>) => void;
	/** Called when a notification's label is edited, to preview it. */
	readonly onNotificationEdit: (kind: NotificationKind) => void;
	/** Where the site's Mailchimp connection is managed. */
	readonly manageUrl: string;
	/** Disconnects the site's account; rejects with the message to show when it could not. */
	readonly onDisconnect: () => Promise<void>;
}

const LABELS: readonly {
	kind: NotificationKind;
	attribute: 'processingLabel' | 'successLabel' | 'errorLabel';
}[] = [
	{ kind: 'processing', attribute: 'processingLabel' },
	{ kind: 'success', attribute: 'successLabel' },
	{ kind: 'error', attribute: 'errorLabel' },
];

/** Text Elements, Notifications, Mailchimp Groups, Signup Location Tracking and Mailchimp Connection. */
export function MailchimpInspector({
	attributes,
	setAttributes,
	onNotificationEdit,
	manageUrl,
	onDisconnect,
}: MailchimpInspectorProps) {
	const labelOf: Record<NotificationKind, string> = {
		processing: __('Processing text', 'blockyard'),
		success: __('Success text', 'blockyard'),
		error: __('Error text', 'blockyard'),
	};
	return (
		<InspectorControls>
			<PanelBody title={__('Text Elements', 'blockyard')}>
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={__('Email Placeholder', 'blockyard')}
					value={attributes.emailPlaceholder}
					onChange={(emailPlaceholder) => setAttributes({ emailPlaceholder })}
				/>
			</PanelBody>
			<PanelBody title={__('Notifications', 'blockyard')}>
				{LABELS.map(({ kind, attribute }) => (
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						key={kind}
						label={labelOf[kind]}
						value={attributes[attribute]}
						onChange={(value) => {
							setAttributes({ [attribute]: value });
							onNotificationEdit(kind);
						}}
					/>
				))}
			</PanelBody>
			<GroupsPanel
				interests={attributes.interests}
				onChange={(interests) => setAttributes({ interests })}
			/>
			<PanelBody title={__('Signup Location Tracking', 'blockyard')} initialOpen={false}>
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={__('Signup Field Tag', 'blockyard')}
					placeholder={__('SIGNUP', 'blockyard')}
					value={attributes.signupFieldTag ?? ''}
					onChange={(signupFieldTag) => setAttributes({ signupFieldTag })}
				/>
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={__('Signup Field Value', 'blockyard')}
					placeholder={__('website', 'blockyard')}
					value={attributes.signupFieldValue ?? ''}
					onChange={(signupFieldValue) => setAttributes({ signupFieldValue })}
				/>
				<p className="components-base-control__help">
					{__(
						'Record where visitors signed up: the value is stored in your audience’s merge field with this tag.',
						'blockyard'
					)}
				</p>
			</PanelBody>
			<PanelBody title={__('Mailchimp Connection', 'blockyard')} initialOpen={false}>
				<p className="blockyard-embed__service-link">
					<LazyServiceLink href={manageUrl}>{__('Manage Connection', 'blockyard')}</LazyServiceLink>
				</p>
				<DisconnectButton
					label={__('Disconnect Mailchimp', 'blockyard')}
					help={__(
						'Every Mailchimp form on the site stops collecting subscribers until an account is connected again.',
						'blockyard'
					)}
					onDisconnect={onDisconnect}
					failureMessage={(error) => (error instanceof Error ? error.message : String(error))}
				/>
			</PanelBody>
		</InspectorControls>
	);
}
