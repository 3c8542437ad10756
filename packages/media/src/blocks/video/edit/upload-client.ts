import { createContext } from '@wordpress/element';
import { Upload } from 'tus-js-client';

import type { TusUploadClass } from '../upload/upload-controller';

/**
 * The tus client the block's uploads use: tus-js-client's `Upload`; a test provides a
 * stand-in that it answers by hand.
 */
export const UploadClientContext = createContext<TusUploadClass>(Upload);
