/**
 * An upload's key, as the creation answers it (`x-videopress-upload-key`): the upload's id,
 * which `@tus/server` makes of 16 random bytes in hex, and the last part of its address.
 */
export const UPLOAD_KEY = /^[0-9a-f]{32}$/;

export const isUploadKey = (value: string): boolean => UPLOAD_KEY.test(value);
