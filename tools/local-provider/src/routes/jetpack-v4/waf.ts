import type { Hono } from 'hono';
import * as z from 'zod';

import { PLUGIN_PREFIX } from './path';
import { mountSettingsGroup } from './settings-group';
import type { RouteContext } from '../route-context';

/** One IPv4/IPv6 address, range (`a-b`) or CIDR block per line, or blank lines. */
const IP_LINE = /^(?:[0-9a-fA-F:.]+(?:\/\d{1,3}|-[0-9a-fA-F:.]+)?)?$/;
const ipList = z
	.string()
	.max(10_000)
	.refine(
		(text) => text.split(/\r?\n/).every((line) => IP_LINE.test(line.trim())),
		'Expected one IP address or range per line.'
	);

/** `jetpack/v4/waf`: the firewall's settings. */
export function mountJetpackV4Waf(app: Hono, { db }: RouteContext): void {
	mountSettingsGroup(app, db, {
		path: `${PLUGIN_PREFIX}/waf`,
		option: 'blockyard_plugin_waf',
		fields: {
			jetpack_waf_automatic_rules: z.boolean(),
			jetpack_waf_ip_allow_list: ipList,
			jetpack_waf_ip_block_list: ipList,
			jetpack_waf_share_data: z.boolean(),
		},
		defaults: {
			jetpack_waf_automatic_rules: false,
			jetpack_waf_ip_allow_list: '',
			jetpack_waf_ip_block_list: '',
			jetpack_waf_share_data: false,
		},
	});
}
