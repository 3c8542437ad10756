// The hosted video block's transforms: from a core video block, and from video files dropped or
// pasted into the editor. The block takes them in its registration (`transforms`).
import { createBlock, type Block } from '@wordpress/blocks';

import { VIDEO_BLOCK_NAME } from '../blocks/video/name';
import {
	convertedVideoAttributes,
	CORE_VIDEO_BLOCK_NAME,
	type CoreVideoAttributes,
} from './conversion/video-attributes';

/** A file of the kind a file transform is given (the browser's `File`). */
interface DroppedFile {
	readonly type: string;
}

/** True when every file is a video (and there is one): the files transform takes nothing else. */
export const areAllVideos = (files: readonly DroppedFile[]): boolean =>
	files.length > 0 && files.every((file) => /^video\//i.test(file.type));

/** From a core video: its file, caption, poster and playing options come across. */
export const fromCoreVideo = {
	type: 'block' as const,
	blocks: [CORE_VIDEO_BLOCK_NAME],
	// Without a guid on the core block, the hosted video block finds it from the media item.
	transform: (attributes: CoreVideoAttributes): Block =>
		createBlock(VIDEO_BLOCK_NAME, { ...convertedVideoAttributes(attributes) }),
};

/** From video files dropped or pasted in: one block per file, each uploading its file as it shows. */
export const fromVideoFiles = {
	type: 'files' as const,
	isMatch: (files: readonly DroppedFile[]): boolean => areAllVideos(files),
	transform: (files: readonly File[]): Block[] =>
		files.map((file) => createBlock(VIDEO_BLOCK_NAME, { fileForImmediateUpload: file })),
};

export const videoTransforms = { from: [fromCoreVideo, fromVideoFiles] };
