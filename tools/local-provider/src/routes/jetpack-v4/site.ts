import type { Hono } from 'hono';

import {
	introOffersAnswer,
	plansAnswer,
	productsAnswer,
	rewindAnswer,
	scanAnswer,
	siteAnswer,
	siteBenefitsAnswer,
	siteDiscountAnswer,
	siteFeaturesAnswer,
	siteProductsAnswer,
	sitePurchasesAnswer,
	undoEventAnswer,
} from '../../data/plugin/static-answers';
import { sitePlan } from '../../data/site-plan';
import { requestOrigin } from '../../http/request-origin';
import type { RouteContext } from '../route-context';
import { PLUGIN_PREFIX } from './path';

/**
 * `jetpack/v4/site…`, plans, products, intro-offers, rewind and scan: fixed answers, but for the
 * site's plan in `site` (Premium at first; a test switches it: `blockyard-testing/v1/site-plan`).
 */
export function mountJetpackV4Site(app: Hono, { db }: RouteContext): void {
	app.get(`${PLUGIN_PREFIX}/site`, (c) => c.json(siteAnswer(requestOrigin(c), sitePlan(db))));
	app.get(`${PLUGIN_PREFIX}/site/features`, (c) => c.json(siteFeaturesAnswer()));
	app.get(`${PLUGIN_PREFIX}/site/products`, (c) => c.json(siteProductsAnswer));
	app.get(`${PLUGIN_PREFIX}/site/purchases`, (c) => c.json(sitePurchasesAnswer()));
	app.get(`${PLUGIN_PREFIX}/site/benefits`, (c) => c.json(siteBenefitsAnswer()));
	app.get(`${PLUGIN_PREFIX}/site/discount`, (c) => c.json(siteDiscountAnswer));
	app.get(`${PLUGIN_PREFIX}/site/backup/undo-event`, (c) => c.json(undoEventAnswer));
	app.get(`${PLUGIN_PREFIX}/plans`, (c) => c.json(plansAnswer));
	app.get(`${PLUGIN_PREFIX}/products`, (c) => c.json(productsAnswer));
	app.get(`${PLUGIN_PREFIX}/intro-offers`, (c) => c.json(introOffersAnswer));
	app.get(`${PLUGIN_PREFIX}/rewind`, (c) => c.json(rewindAnswer()));
	app.get(`${PLUGIN_PREFIX}/scan`, (c) => c.json(scanAnswer()));
}
