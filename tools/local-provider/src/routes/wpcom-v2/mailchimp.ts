import type { MailchimpGroups, MailchimpStatus } from '@blockyard/api-client';
import type { Hono } from 'hono';

import { getConnections, setConnected } from '../../data/hosted-connections';
import { getMailchimpList } from '../../data/mailchimp-list';
import { requestOrigin } from '../../http/request-origin';
import { RestError } from '../../http/rest-error';
import { mountNewsletterSubscribe } from '../../newsletter/subscribe-route';
import { mountConnectPage } from './connect-page';
import { REST_PREFIX, type RouteContext } from '../route-context';

const MAILCHIMP = `${REST_PREFIX}/wpcom/v2/mailchimp`;

/** The demo list's interest groups. */
const GROUPS: MailchimpGroups = {
	interest_categories: [
		{
			id: 'local-topics',
			title: 'Topics',
			interests: [
				{ id: 'local-news', name: 'News' },
				{ id: 'local-events', name: 'Events' },
			],
		},
	],
};

/**
 * `wpcom/v2/mailchimp`: the connection's status and the list's groups. Not
 * connected at first; `connect_url` (a provider page, opened in a popup)
 * connects the site, and `DELETE` disconnects it (answering the status). `subscribe` takes a visitor's signup that a WordPress
 * site forwards (the body of the site's `blockyard/v1/newsletter/subscribe`),
 * and `subscribers` lists the stand-in list's addresses, for tests.
 */
export function mountWpcomV2Mailchimp(app: Hono, context: RouteContext): void {
	const { db } = context;
	const statusOf = (origin: string): MailchimpStatus =>
		getConnections(db).mailchimp
			? { code: 'connected' }
			: { code: 'not_connected', connect_url: `${origin}${MAILCHIMP}/connect` };

	app.get(MAILCHIMP, (c) => c.json(statusOf(requestOrigin(c))));

	app.delete(MAILCHIMP, (c) => {
		setConnected(db, 'mailchimp', false);
		return c.json(statusOf(requestOrigin(c)));
	});

	app.get(`${MAILCHIMP}/groups`, (c) => {
		if (!getConnections(db).mailchimp) {
			throw new RestError('mailchimp_not_connected', 'Mailchimp is not connected to this site.', 400);
		}
		return c.json(GROUPS);
	});

	mountNewsletterSubscribe(app, `${MAILCHIMP}/subscribe`, context, 'wpcom/v2');

	app.get(`${MAILCHIMP}/subscribers`, (c) => c.json(getMailchimpList(db).subscribers));

	mountConnectPage(app, `${MAILCHIMP}/connect`, context, {
		service: 'Mailchimp',
		connect: () => {
			setConnected(db, 'mailchimp', true);
			return undefined;
		},
	});
}
