export { createClient, createTransports, type Client, type ClientOptions, type Transports } from './client';
export {
	DEFAULT_AI_QUERY_URL,
	DEFAULT_PUBLIC_API_ROOT,
	defaultAdminAjaxUrl,
	withSlash,
	type ClientRoots,
} from './roots';
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
export { aiCalls, type AiCalls, type AiTransports } from './ai/calls';
export {
	AI_ERROR_MESSAGES,
	AiError,
	aiErrorCodeForStatus,
	aiErrorForStatus,
	isAiError,
	type AiErrorCode,
} from './ai/ai-error';
export {
	aiFeatureSchema,
	getAiFeature,
	toAiFeature,
	type AiFeature,
	type AiFeatureResponse,
} from './ai/feature';
export {
	aiImagesSchema,
	DEFAULT_IMAGE_PROMPT,
	generateAiImages,
	type AiImagesResponse,
	type GenerateImagesOptions,
} from './ai/images';
export { sseData } from './ai/sse';
export type { KeyValueStorage } from './ai/storage';
export {
	AI_STREAM_END,
	aiStreamEventSchema,
	type AiFunctionDefinition,
	type AiMessage,
	type AiStreamEvent,
	type AiStreamEventData,
} from './ai/stream-events';
export { streamAiQuery, type AiQueryOptions, type AiStreamContext } from './ai/stream-query';
export {
	AI_TOKEN_STORAGE_KEY,
	AI_TOKEN_TTL_MS,
	aiTokenRecordSchema,
	aiTokenResponseSchema,
	requestAiToken,
	type AiTokenOptions,
	type AiTokenRecord,
} from './ai/token';
export { UNCLEAR_PROMPT_MARKER, unclearPromptState } from './ai/unclear-marker';
export { DAY_KEYS, localizedWeekSchema, type DayKey, type LocalizedWeek } from './namespaces/business-hours';
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
export { videoPressUploadJwtSchema, type VideoPressUploadJwt } from './namespaces/videopress-upload';
export { payProductSchema, type PayProduct, type PayProductInput } from './namespaces/pay-products';
export { mediaItemSchema, mediaSchema, type Media, type MediaItem } from './namespaces/media';
export { videoPressMediaFieldsSchema, type VideoPressMediaFields } from './namespaces/media-videopress';
export { postRelatedPostsSchema, relatedPostSchema, type RelatedPost } from './namespaces/related-posts';
export { postSchema, type Post, type PostChanges } from './namespaces/posts';
export { hostedCalls } from './namespaces/hosted';
export {
	EXTERNAL_MEDIA_SERVICES,
	externalMediaConnectionSchema,
	externalMediaCopySchema,
	externalMediaItemSchema,
	externalMediaListSchema,
	type ExternalMediaConnection,
	type ExternalMediaCopy,
	type ExternalMediaCopyItem,
	type ExternalMediaItem,
	type ExternalMediaList,
	type ExternalMediaQuery,
	type ExternalMediaService,
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
export { mapkitTokenSchema, type MapkitToken } from './namespaces/hosted/mapkit';
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
export { videoPressMetaResultSchema, type VideoPressMetaChanges } from './namespaces/hosted/videopress';
export { publicApiCalls } from './namespaces/public';
export { PLANS_PATH, planSchema, plansSchema, type Plan } from './namespaces/public/plans';
export {
	videoPosterSchema,
	videoSchema,
	videoTrackResultSchema,
	videoTrackSchema,
	videoTracksSchema,
	type NewVideoTrack,
	type Video,
	type VideoPoster,
	type VideoPosterChange,
	type VideoTracks,
} from './namespaces/public/videos';
export { pluginCalls, type PluginCalls } from './namespaces/plugin';
/** The plugin namespace's schemas and types by area: `plugin.connection.connectionStatusSchema`. */
export * as plugin from './namespaces/plugin/schemas';
export { siteSettingsSchema, type SiteSettings } from './namespaces/settings';
