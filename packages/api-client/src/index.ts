/**
 * @blockyard/api-client: typed calls to the site's REST API, the provider's
 * namespaces and the hosted platform, every answer validated, every failure a
 * typed error. No React.
 *
 * Make one {@link Api} per site with `createApi`, then pass it to the calls you
 * import: a bundle holds only those (and the stream parser only with `ai`).
 *
 * @example
 * import { createApi, businessHours } from '@blockyard/api-client';
 * const api = createApi({ root: '/wp-json/', nonce });
 * const { days, startOfWeek } = await businessHours.localizedWeek(api);
 */
export { createApi, EDITOR_MARKER_HEADER, type Api, type ApiOptions } from './api';
export { bindCalls, type BoundCalls } from './bind-calls';
export {
	DEFAULT_GEOCODING_ROOT,
	DEFAULT_PLATFORM_ROOT,
	DEFAULT_RESTAURANT_SEARCH_ROOT,
	resolveRoots,
	withSlash,
	type ApiRoots,
	type RootOptions,
	type ThirdPartyRoots,
} from './roots';
export type { RequestOptions, SearchParams, Transport } from './transport';
export { MAX_IMAGE_RESIZE, resizedImageUrl, type ImageResizeSize } from './image-resizing';
export {
	MONEY_CONTRACT,
	moneyCurrency,
	moneyMessage,
	writeMoneyAmount,
	type MoneyContract,
	type MoneyCurrency,
	type MoneyMessageKey,
} from './money-contract/contract';
export {
	moneyCurrencyProblem,
	moneyPriceProblem,
	type MoneyCurrencyList,
	type MoneyPriceRules,
	type MoneyProblem,
} from './money-contract/rules';

// The calls, one namespace object per area; each call takes the `Api` first.
export { businessHours } from './namespaces/business-hours';
export { forms } from './namespaces/forms';
export {
	embedPreviews,
	embedPreviewSchema,
	type EmbedPreview,
	type EmbedPreviewOptions,
} from './namespaces/embed-preview';
export { geocoding, geocodingSchema, MAPBOX_ERROR } from './namespaces/third-party/geocoding';
export { media } from './namespaces/media';
export { newsletter } from './namespaces/newsletter';
export { payProducts } from './namespaces/pay-products';
export { posts } from './namespaces/posts';
export { terms } from './namespaces/terms';
export {
	RESTAURANT_SEARCH_PAGE_SIZE,
	restaurants,
	type RestaurantSearchResult,
} from './namespaces/third-party/restaurants';
export { siteSettings } from './namespaces/settings';
export { siteMaps } from './namespaces/maps';
export {
	videoPressUpload,
	videoPressUploadResult,
	VIDEOPRESS_UPLOAD,
	VIDEOPRESS_UPLOAD_HEADERS,
} from './namespaces/videopress-upload';
export { hostedExternalMedia } from './namespaces/hosted/external-media';
export { publicExternalMedia } from './namespaces/public/external-media-upload';
export { hostedGif } from './namespaces/hosted/gif';
export { hostedInstagramGallery } from './namespaces/hosted/instagram-gallery';
export { hostedMailchimp } from './namespaces/hosted/mailchimp';
export { hostedMapbox } from './namespaces/hosted/mapbox';
export { hostedMapkit } from './namespaces/hosted/mapkit';
export { hostedMaps } from './namespaces/hosted/maps';
export { hostedMemberships } from './namespaces/hosted/memberships';
export { hostedResolveRedirect } from './namespaces/hosted/resolve-redirect';
export { hostedSubscribers } from './namespaces/hosted/subscribers';
export { tracks, usageEvents } from './namespaces/hosted/usage-events';
export { hostedVideopress } from './namespaces/hosted/videopress';
export { publicPlans } from './namespaces/public/plans';
export { publicVideos } from './namespaces/public/videos';
export { videoPressAuthorization } from './namespaces/public/video-authorization';
export {
	VIDEO_POSTER_POLL_GROWTH,
	VIDEO_POSTER_POLL_MAX_MS,
	VIDEO_POSTER_POLL_MS,
	videoPosterPollDelay,
	waitForVideoPoster,
	type WaitForVideoPosterOptions,
} from './namespaces/public/video-poster-wait';
export { pluginCatalog } from './namespaces/plugin/catalog';
export { pluginConnection } from './namespaces/plugin/connection';
export { pluginIdentityCrisis } from './namespaces/plugin/identity-crisis';
export { pluginLicensing } from './namespaces/plugin/licensing';
export { pluginMarketing } from './namespaces/plugin/marketing';
export { pluginMigration } from './namespaces/plugin/migration';
export { pluginModules } from './namespaces/plugin/modules';
export { pluginNotices } from './namespaces/plugin/notices';
export { pluginPlugins } from './namespaces/plugin/plugins';
export { pluginRecommendations } from './namespaces/plugin/recommendations';
export { pluginSearch } from './namespaces/plugin/search';
export { pluginSettings } from './namespaces/plugin/settings';
export { pluginSetup } from './namespaces/plugin/setup';
export { pluginSite } from './namespaces/plugin/site';
export { pluginTracking } from './namespaces/plugin/tracking';
export { pluginVerifySite } from './namespaces/plugin/verify-site';
export { pluginWaf } from './namespaces/plugin/waf';
export { pluginWordads } from './namespaces/plugin/wordads';

// Errors, then the AI namespace and the schemas and types of every area.
export { ApiError, isApiError } from './errors/api-error';
export { NotFoundError, isNotFoundError } from './errors/not-found-error';
export { NetworkError, isNetworkError } from './errors/network-error';
export { ParseError, isParseError } from './errors/parse-error';
export { ValidationError, isValidationError } from './errors/validation-error';
export { ai } from './ai/calls';
export {
	AI_ERROR_MESSAGES,
	AI_IMAGES_NOT_ACCEPTED,
	AiError,
	aiErrorCodeForStatus,
	aiErrorForStatus,
	isAiError,
	isImagesNotAcceptedError,
	isRetryableAiError,
	type AiErrorCode,
	type AiServiceError,
} from './ai/ai-error';
export { aiFeatureSchema, type AiFeatureResponse } from './ai/feature-schema';
export { toAiFeature, type AiFeature } from './ai/ai-feature';
export {
	aiImagesSchema,
	DEFAULT_IMAGE_PROMPT,
	type AiImagesResponse,
	type GenerateImagesOptions,
} from './ai/images';
export type { KeyValueStorage } from './ai/storage';
export {
	AI_STREAM_END,
	aiStreamErrorSchema,
	aiStreamEventSchema,
	toWireMessage,
	type AiFunctionDefinition,
	type AiMessage,
	type AiStreamErrorData,
	type AiStreamEvent,
	type AiStreamEventData,
} from './ai/stream-events';
export {
	aiContentPartSchema,
	aiImageUrlSchema,
	aiWireMessageSchema,
	type AiContentPart,
	type AiWireMessage,
} from './ai/content-parts';
export {
	AI_ALT_TEXT_CAPTION_LABEL,
	AI_ALT_TEXT_CONTEXT_LABEL,
	AI_ALT_TEXT_INSTRUCTION,
	AI_CONTINUATION_INSTRUCTION,
	AI_CONTINUATION_MAX_WORDS,
	AI_EXCERPT_INSTRUCTION,
	AI_EXCERPT_MAX_WORDS,
	AI_MAX_TAGS,
	AI_SITE_CATEGORIES_LABEL,
	AI_TAGS_INSTRUCTION,
} from './ai/suggestion-requests';
export { AI_STREAM_IDLE_TIMEOUT_MS, type AiQueryOptions } from './ai/stream-query';
export { StreamIdleError } from './ai/idle-timeout';
export {
	AI_TOKEN_STORAGE_KEY,
	AI_TOKEN_TTL_MS,
	aiTokenRecordSchema,
	aiTokenResponseSchema,
	type AiTokenOptions,
	type AiTokenRecord,
} from './ai/token';
export { UNCLEAR_PROMPT_MARKER, unclearPromptState } from './ai/unclear-marker';
export { DAY_KEYS, type DayKey } from './namespaces/day-keys';
export { localizedWeekSchema, type LocalizedWeek } from './namespaces/business-hours';
export {
	formFieldErrors,
	formFieldValueSchema,
	formResponseSchema,
	formResponsesSchema,
	formSubmissionSchema,
	type FormFields,
	type FormFieldValue,
	type FormResponse,
	type FormResponsesQuery,
	type FormSubmission,
} from './namespaces/forms';
export {
	CONTACT_FORM_BLOCK_NAME,
	FIELD_KINDS,
	FORM_FIELD_BLOCK_NAMES,
	FORM_INVALID_CODE,
	FORM_NOT_FOUND_CODE,
	FORMS_CONTRACT,
	fieldBlockName,
	type FieldBlockName,
	type FieldKind,
	type FormFieldMessageKey,
	type FormMessageKey,
	type FormsContract,
} from './forms-contract/contract';
export {
	AI_PROMPT_INVALID_CODE,
	AI_PROMPT_NAME_TAKEN_CODE,
	AI_PROMPT_SCOPES,
	AI_PROMPTS_CONTRACT,
	type AiPromptErrorKey,
	type AiPromptMessageKey,
	type AiPromptScope,
	type AiPromptsContract,
	type AiPromptVisibility,
} from './prompts-contract/contract';
export {
	aiPromptErrors,
	aiPromptSchema,
	aiPrompts,
	type AiPrompt,
	type AiPromptInput,
} from './namespaces/ai-prompts';
export {
	NEWSLETTER_EMAIL_MAX_LENGTH,
	NEWSLETTER_ERROR_CODES,
	NEWSLETTER_MAX_INTERESTS,
	newsletterErrorKind,
	newsletterSignupSchema,
	newsletterSubscriptionSchema,
	type NewsletterErrorKind,
	type NewsletterSignup,
	type NewsletterSubscription,
} from './namespaces/newsletter';
export {
	videoPressUploadJwtSchema,
	videoPressUploadResultSchema,
	type VideoPressUploadJwt,
	type VideoPressUploadResult,
} from './namespaces/videopress-upload';
export { payProductSchema, type PayProduct, type PayProductInput } from './namespaces/pay-products';
export {
	mediaItemSchema,
	mediaSchema,
	mediaSizeSchema,
	type Media,
	type MediaItem,
	type MediaListQuery,
	type MediaSize,
} from './namespaces/media';
export {
	VIDEO_RATINGS,
	videoPressMediaFieldsSchema,
	videoRating,
	type VideoPressMediaFields,
	type VideoPressMediaFieldsInput,
	type VideoPrivacySetting,
	type VideoRating,
} from './namespaces/media-videopress';
export { postRelatedPostsSchema, relatedPostSchema, type RelatedPost } from './namespaces/related-posts';
export { postSchema, type Post, type PostChanges } from './namespaces/posts';
export {
	termSchema,
	TERMS_PER_PAGE_MAX,
	type Term,
	type TermListOptions,
	type TermTaxonomy,
} from './namespaces/terms';
export {
	EXTERNAL_MEDIA_PAGE_SIZE,
	EXTERNAL_MEDIA_PATH_ALBUMS,
	EXTERNAL_MEDIA_PATH_RECENT,
	EXTERNAL_MEDIA_SERVICES,
	GOOGLE_PHOTOS_CATEGORIES,
	externalMediaConnectionSchema,
	externalMediaCopySchema,
	externalMediaFailure,
	externalMediaItemSchema,
	externalMediaListSchema,
	googlePhotosFilter,
	type ExternalMediaConnection,
	type ExternalMediaCopy,
	type ExternalMediaCopyEntry,
	type ExternalMediaCopyItem,
	type ExternalMediaFailure,
	type ExternalMediaItem,
	type ExternalMediaList,
	type ExternalMediaQuery,
	type ExternalMediaService,
	type GooglePhotosCategory,
	type GooglePhotosFilters,
} from './namespaces/hosted/external-media';
export {
	GIF_SEARCH_LIMIT,
	gifByIdSchema,
	gifSchema,
	gifSearchSchema,
	type Gif,
	type GifSearch,
} from './namespaces/hosted/gif';
export {
	instagramConnectionsSchema,
	instagramConnectUrlSchema,
	instagramGallerySchema,
	type InstagramConnections,
	type InstagramGallery,
} from './namespaces/hosted/instagram-gallery';
export {
	mailchimpGroupsSchema,
	mailchimpInterestSchema,
	mailchimpStatusSchema,
	type MailchimpGroups,
	type MailchimpStatus,
} from './namespaces/hosted/mailchimp';
export { mapboxKeySchema, type MapboxKey } from './namespaces/hosted/mapbox';
export { MAPKIT_ERROR, mapkitTokenSchema, type MapkitToken } from './namespaces/hosted/mapkit';
export {
	MAP_GEOCODE_LIMIT,
	mapFeatureSchema,
	mapGeocodeSchema,
	toMapPlace,
	type MapFeature,
	type MapGeocode,
	type MapGeocodeQuery,
	type MapPlace,
} from './namespaces/hosted/maps';
export {
	createdProductsSchema,
	membershipProductSchema,
	membershipsStatusSchema,
	type CreatedProducts,
	type MembershipProduct,
	type MembershipsStatus,
	type MembershipsStatusQuery,
	type NewMembershipProduct,
} from './namespaces/hosted/memberships';
export { resolvedRedirectSchema, type ResolvedRedirect } from './namespaces/hosted/resolve-redirect';
export { subscriberCountsSchema, type SubscriberCounts } from './namespaces/hosted/subscribers';
export {
	recordedEventSchema,
	recordedEventsSchema,
	trackedEventSchema,
	trackedPropValueSchema,
	trackRecordedSchema,
	type RecordedEvent,
	type TrackedEvent,
} from './namespaces/hosted/usage-events';
export {
	videoPressMetaResultSchema,
	videoPressPlaybackJwtSchema,
	type VideoPressMetaChanges,
	type VideoPressPlaybackJwt,
} from './namespaces/hosted/videopress';
export { PLANS_PATH, planSchema, plansSchema, type Plan } from './namespaces/public/plans';
export {
	uploadedVideoTrackSchema,
	videoPosterSchema,
	videoSchema,
	videoTrackResultSchema,
	videoTrackSchema,
	videoTracksSchema,
	type NewVideoTrack,
	type UploadedVideoTrack,
	type Video,
	type VideoPoster,
	type VideoPosterChange,
	type VideoTrackKey,
	type VideoTracks,
} from './namespaces/public/videos';
export { VIDEO_TRACK_KINDS, type VideoTrackKind } from './namespaces/public/video-track-kinds';
/** The plugin namespace's modules by area, for their schemas: `plugin.connection.connectionStatusSchema`. */
export * as plugin from './namespaces/plugin/schemas';
export { siteSettingsSchema, type SiteSettings } from './namespaces/settings';
export {
	isMapboxPublicToken,
	MAP_PROVIDERS,
	MAP_STYLES,
	MAPBOX_STYLE_IDS,
	type MapProvider,
	type MapStyle,
} from './namespaces/map-names';
export { mapSettingsSchema, type MapSettings, type MapSettingsChanges } from './namespaces/maps';
// The saved-output policy: what a block may save, and a visitor script follow, as an address or
// an inline style (docs/security.md).
export { safeCssColor, safeCssGradient, safeCssLength, type CssLengthUnit } from './saved-output/css-policy';
export { MAX_ADDRESS_LENGTH, safeProviderUrl } from './saved-output/provider-url';
export { safeRichText, type RichTextOptions } from './saved-output/rich-text-policy';
export {
	isLoopbackHost,
	isProviderSource,
	isProviderUrl,
	safeLinkUrl,
	safeMediaUrl,
	type ExtraLinkScheme,
} from './saved-output/url-policy';
