import { lazyComponent, useOptionalHost } from '@blockyard/ui';
import { useLayoutEffect, useState } from '@wordpress/element';
import type { ComponentType, ReactNode } from 'react';

import type { MediaSourcesProps } from './media-sources';
import { type MediaUploadProps, takesExternalMedia } from './media-upload-props';

/** The editor's own button, while the sources' code loads or when it could not load. */
function EditorButton({ mediaProps, open }: MediaSourcesProps) {
	return open ? <>{mediaProps.render({ open })}</> : null;
}

const MediaSources = lazyComponent<MediaSourcesProps>(() => import('./media-sources'), {
	Loading: EditorButton,
	Failed: EditorButton,
});

/** Tells, before the page paints, that the editor's media library rendered its button. */
function LibraryFound({ onFound, children }: { readonly onFound: () => void; readonly children: ReactNode }) {
	useLayoutEffect(onFound, [onFound]);
	return <>{children}</>;
}

/**
 * The `editor.MediaUpload` filter: media buttons that take images become a menu of sources, the
 * editor's Media Library (what the button opened before, where the editor has one) and the
 * external sources. An editor without a media library (its `MediaUpload` renders nothing) gets
 * the menu with the external sources alone. Outside a Blockyard host, buttons stay as they are.
 */
export function withExternalMedia(
	Original: ComponentType<MediaUploadProps>
): ComponentType<MediaUploadProps> {
	function ExternalMediaUpload(props: MediaUploadProps) {
		const host = useOptionalHost();
		const [hasLibrary, setHasLibrary] = useState(false);
		const [onFound] = useState(() => () => setHasLibrary(true));
		if (host === undefined || !takesExternalMedia(props)) {
			return <Original {...props} />;
		}
		return (
			<>
				<Original
					{...props}
					render={({ open }) => (
						<LibraryFound onFound={onFound}>
							<MediaSources mediaProps={props} open={open} />
						</LibraryFound>
					)}
				/>
				{hasLibrary ? null : <MediaSources mediaProps={props} />}
			</>
		);
	}
	return ExternalMediaUpload;
}
