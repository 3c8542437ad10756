/**
 * How the provider's upload takes tus's methods: `tus`, as themselves or overridden (tus
 * clients of any kind, the library's own tests); `service`, as the video service does, only
 * overridden: HEAD and OPTIONS as GET, DELETE, PUT and PATCH as POST with
 * `X-HTTP-Method-Override` (the e2e runs). No imports: the CLI reads it before anything loads.
 */
export type UploadProtocol = 'tus' | 'service';
export const UPLOAD_PROTOCOLS: readonly UploadProtocol[] = ['tus', 'service'];
