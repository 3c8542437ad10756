import { forms, type Api, type FormResponse } from '@blockyard/api-client';
import { Button, Notice, PanelBody, Spinner } from '@wordpress/components';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

export interface FormResponsesPanelProps {
	readonly api: Api;
	readonly postId: number;
}

type Load =
	| { readonly status: 'loading' }
	| { readonly status: 'error' }
	| { readonly status: 'ready'; readonly responses: readonly FormResponse[] };

const valueText = (value: string | readonly string[]) =>
	typeof value === 'string' ? value : value.join(', ');

/** The settings sidebar's "Form responses" panel: what visitors sent through this post's forms. */
export function FormResponsesPanel({ api, postId }: FormResponsesPanelProps) {
	const [load, setLoad] = useState<Load>({ status: 'loading' });
	const refresh = useCallback(() => {
		setLoad({ status: 'loading' });
		forms.responses(api, { postId }).then(
			(responses) => setLoad({ status: 'ready', responses }),
			() => setLoad({ status: 'error' })
		);
	}, [api, postId]);
	useEffect(refresh, [refresh]);

	return (
		<PanelBody title={__('Form responses', 'blockyard')} initialOpen={false}>
			{load.status === 'loading' ? <Spinner /> : null}
			{load.status === 'error' ? (
				<Notice status="error" isDismissible={false}>
					{__('The responses could not be loaded.', 'blockyard')}
				</Notice>
			) : null}
			{load.status === 'ready' ? (
				<>
					<p>
						{sprintf(
							/* translators: %d: how many responses the post's forms received. */
							_n('%d response', '%d responses', load.responses.length, 'blockyard'),
							load.responses.length
						)}
					</p>
					<ol className="blockyard-playground__responses">
						{load.responses.map((response) => (
							<li key={response.id}>
								<time dateTime={response.date}>{response.date}</time>
								<dl>
									{Object.entries(response.fields).map(([name, value]) => (
										<div key={name}>
											<dt>{name}</dt>
											<dd>{valueText(value)}</dd>
										</div>
									))}
								</dl>
							</li>
						))}
					</ol>
				</>
			) : null}
			<Button
				variant="secondary"
				onClick={refresh}
				disabled={load.status === 'loading'}
				accessibleWhenDisabled
			>
				{__('Refresh', 'blockyard')}
			</Button>
		</PanelBody>
	);
}
