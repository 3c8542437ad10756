import { ConnectionGate } from '@blockyard/connection';
import { BlockPlaceholder } from '@blockyard/ui';
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Button, Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { envelope } from '@wordpress/icons';

import type { MailchimpAttributes } from '../types';
import { FormPreview } from './form-preview';
import { MailchimpInspector } from './inspector';
import { useMailchimpStatus } from './use-mailchimp-status';
import { useNotificationPreview } from './use-notification-preview';

type Props = BlockEditProps<MailchimpAttributes>;

const title = () => __('Mailchimp', 'blockyard');

/** Where a site's connections to outside services (Mailchimp among them) are managed. */
export const manageConnectionUrl = (host: string): string =>
	`https://wordpress.com/marketing/connections/${encodeURIComponent(host)}`;

/**
 * The newsletter signup in the editor. As an example (`preview`) it shows the form alone.
 * Otherwise it needs the host and a connected user (the Connect placeholder), then the site's
 * Mailchimp audience: a spinner while that is checked, the set-up placeholder with Re-check
 * Connection until it is connected, then the form and its settings.
 */
export default function MailchimpEdit(props: Props) {
	const blockProps = useBlockProps();
	if (props.attributes.preview) {
		return (
			<div {...blockProps}>
				<FormPreview attributes={props.attributes} setAttributes={props.setAttributes} />
			</div>
		);
	}
	return (
		<ConnectionGate
			blockProps={blockProps}
			from="mailchimp"
			title={title()}
			icon={envelope}
			instructions={__(
				'Connect your account to collect email subscribers with Mailchimp.',
				'blockyard'
			)}
			notSetUp={__(
				'The Mailchimp form is not set up in this editor. Ask the site’s administrator to activate Blockyard.',
				'blockyard'
			)}
		>
			<AudienceEdit {...props} />
		</ConnectionGate>
	);
}

function AudienceEdit({ attributes, setAttributes }: Props) {
	const { connection, recheck, disconnect } = useMailchimpStatus();
	const { shown, show } = useNotificationPreview();
	const blockProps = useBlockProps();

	if (connection.status === 'checking') {
		return (
			<div {...blockProps}>
				<BlockPlaceholder label={title()} icon={envelope}>
					<Spinner />
				</BlockPlaceholder>
			</div>
		);
	}
	if (connection.status !== 'connected') {
		return (
			<div {...blockProps}>
				<BlockPlaceholder
					label={title()}
					icon={envelope}
					instructions={__(
						'You need to connect your Mailchimp account and choose an audience in order to start collecting email subscribers.',
						'blockyard'
					)}
				>
					<div className="blockyard-mailchimp__setup">
						{connection.status === 'not-connected' && connection.connectUrl ? (
							<Button
								variant="primary"
								href={connection.connectUrl}
								target="_blank"
								rel="noopener noreferrer"
							>
								{__('Set up Mailchimp form', 'blockyard')}
							</Button>
						) : null}
						<Button variant="secondary" onClick={recheck}>
							{__('Re-check Connection', 'blockyard')}
						</Button>
					</div>
					{connection.status === 'failed' ? (
						<p className="blockyard-embed__error" role="alert">
							{connection.message}
						</p>
					) : null}
				</BlockPlaceholder>
			</div>
		);
	}
	const notificationText = {
		processing: attributes.processingLabel,
		success: attributes.successLabel,
		error: attributes.errorLabel,
	};
	return (
		<div {...blockProps}>
			<MailchimpInspector
				attributes={attributes}
				setAttributes={setAttributes}
				onNotificationEdit={show}
				manageUrl={manageConnectionUrl(window.location.host)}
				onDisconnect={disconnect}
			/>
			<FormPreview
				attributes={attributes}
				setAttributes={setAttributes}
				notification={shown ? { kind: shown, text: notificationText[shown] } : undefined}
			/>
		</div>
	);
}
