export type { BlockyardHost, HostPost, HostRest, HostSite, SiteType, UploadedMedia } from './host/types';
export { MissingHostError, findHost, getHost, setHost } from './host/host';
export { useHost, useHostPost } from './host/use-host';
export { createHostClient } from './host/clients';
