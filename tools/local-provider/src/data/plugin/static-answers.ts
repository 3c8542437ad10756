import { LOCAL_BLOG_ID } from './connection-state';

// Fixed answers for the calls whose data lives on the hosted platform. Where the
// real plugin passes the platform's answer through as text, `data` is a JSON string.

const envelope = (data: unknown) => ({ code: 'success', message: '', data: JSON.stringify(data) });

export const siteAnswer = (siteUrl: string, plan: Readonly<Record<string, string>>) =>
	envelope({
		ID: LOCAL_BLOG_ID,
		name: 'Blockyard Playground',
		URL: siteUrl,
		plan,
		options: { is_automated_transfer: false, is_wpcom_atomic: false },
	});

export const siteFeaturesAnswer = () =>
	envelope({
		active: ['stats', 'protect', 'sharedaddy'],
		available: {
			jetpack_free: ['stats', 'protect', 'sharedaddy'],
			jetpack_security_t1_yearly: ['akismet', 'vaultpress', 'scan', 'waf'],
		},
	});

export const sitePurchasesAnswer = () =>
	envelope([{ ID: 1, product_slug: 'jetpack_free', product_name: 'Jetpack Free', active: true }]);

export const siteBenefitsAnswer = () => envelope({ protected: 1234, stats: 42, videoPressVideos: 0 });

export const siteProductsAnswer = {
	jetpack_backup_t1_yearly: { product_slug: 'jetpack_backup_t1_yearly', product_name: 'VaultPress Backup' },
	jetpack_scan: { product_slug: 'jetpack_scan', product_name: 'Scan' },
	jetpack_search: { product_slug: 'jetpack_search', product_name: 'Search' },
};

export const siteDiscountAnswer = { code: '', discount: 0, is_used: false, expiry_date: null };

export const undoEventAnswer = { last_rewindable_event: null, undo_backup_id: null };

export const plansAnswer = [
	{ product_id: 2002, product_slug: 'jetpack_free', product_name: 'Jetpack Free', cost: 0 },
	{ product_id: 2016, product_slug: 'jetpack_security_t1_yearly', product_name: 'Security', cost: 239.4 },
	{ product_id: 2014, product_slug: 'jetpack_complete', product_name: 'Complete', cost: 599.4 },
];

export const productsAnswer = {
	jetpack_backup_t1_yearly: { product_slug: 'jetpack_backup_t1_yearly', title: 'VaultPress Backup' },
	jetpack_scan: { product_slug: 'jetpack_scan', title: 'Scan' },
	jetpack_search: { product_slug: 'jetpack_search', title: 'Search' },
	jetpack_anti_spam: { product_slug: 'jetpack_anti_spam', title: 'Akismet Anti-spam' },
};

export const introOffersAnswer = [
	{
		product_id: 2100,
		product_slug: 'jetpack_backup_t1_yearly',
		discount_percentage: 50,
		interval_count: 1,
	},
	{ product_id: 2106, product_slug: 'jetpack_scan', discount_percentage: 50, interval_count: 1 },
];

export const rewindAnswer = () => envelope({ state: 'unavailable', reason: 'no_plan' });
export const scanAnswer = () => envelope({ state: 'unavailable', reason: 'no_plan' });
