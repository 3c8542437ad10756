import { hostedMailchimp, type MailchimpGroups } from '@blockyard/api-client';
import { useHost } from '@blockyard/ui';
import { CheckboxControl, PanelBody, Spinner } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { serverMessage } from '../../../embed/server-message';

export interface GroupsPanelProps {
	readonly interests: readonly string[];
	readonly onChange: (interests: string[]) => void;
}

type GroupsState =
	| { readonly status: 'loading' }
	| { readonly status: 'loaded'; readonly groups: MailchimpGroups }
	| { readonly status: 'failed'; readonly message: string };

/** Mailchimp Groups: the audience's interests (`hostedMailchimp.groups`), each a checkbox. */
export function GroupsPanel({ interests, onChange }: GroupsPanelProps) {
	const { api } = useHost();
	const [state, setState] = useState<GroupsState>({ status: 'loading' });
	useEffect(() => {
		const controller = new AbortController();
		hostedMailchimp.groups(api, controller.signal).then(
			(groups) => {
				if (!controller.signal.aborted) setState({ status: 'loaded', groups });
			},
			(error: unknown) => {
				if (!controller.signal.aborted)
					setState({
						status: 'failed',
						message: serverMessage(
							error,
							__('The audience’s groups could not be read.', 'blockyard')
						),
					});
			}
		);
		return () => controller.abort();
	}, [api]);

	const toggle = (id: string, checked: boolean) =>
		onChange(
			checked ? [...new Set([...interests, id])] : interests.filter((interest) => interest !== id)
		);

	return (
		<PanelBody title={__('Mailchimp Groups', 'blockyard')} initialOpen={false}>
			{state.status === 'loading' ? <Spinner /> : null}
			{state.status === 'failed' ? (
				<p className="blockyard-embed__error" role="alert">
					{state.message}
				</p>
			) : null}
			{state.status === 'loaded'
				? state.groups.interest_categories.map((category) => (
						<fieldset key={category.id} className="blockyard-mailchimp__group">
							{category.title ? <legend>{category.title}</legend> : null}
							{category.interests.map((interest) => (
								<CheckboxControl
									__nextHasNoMarginBottom
									key={interest.id}
									label={interest.name}
									checked={interests.includes(interest.id)}
									onChange={(checked) => toggle(interest.id, checked)}
								/>
							))}
						</fieldset>
					))
				: null}
			{state.status === 'loaded' && state.groups.interest_categories.length === 0 ? (
				<p>{__('Your audience has no groups.', 'blockyard')}</p>
			) : null}
			<p className="components-base-control__help">
				{__('Visitors who sign up join the groups you choose.', 'blockyard')}
			</p>
		</PanelBody>
	);
}
