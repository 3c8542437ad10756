export { createClient, createTransports, type Client, type ClientOptions, type Transports } from './client';
export { DEFAULT_AI_QUERY_URL, DEFAULT_PUBLIC_API_ROOT, type ClientRoots } from './roots';
export {
	createTransport,
	type RequestOptions,
	type SearchParams,
	type Transport,
	type TransportOptions,
} from './transport';
export { ApiError, isApiError } from './errors/api-error';
export { NotFoundError, isNotFoundError } from './errors/not-found-error';
export { NetworkError, isNetworkError } from './errors/network-error';
export { ParseError, isParseError } from './errors/parse-error';
export { ValidationError, isValidationError } from './errors/validation-error';
export { DAY_KEYS, localizedWeekSchema, type DayKey, type LocalizedWeek } from './namespaces/business-hours';
export { mediaSchema, type Media } from './namespaces/media';
export { postSchema, type Post, type PostChanges } from './namespaces/posts';
export { siteSettingsSchema, type SiteSettings } from './namespaces/settings';
