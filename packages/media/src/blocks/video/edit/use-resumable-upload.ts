import { videoPressUpload } from '@blockyard/api-client';
import { useHost } from '@blockyard/ui';
import { useCallback, useContext, useEffect, useRef, useState } from '@wordpress/element';

import { createUploadController, type UploadController, type UploadState } from '../upload/upload-controller';
import { UploadClientContext } from './upload-client';

export interface ResumableUpload {
	/** The file being uploaded; none when no upload is on. */
	readonly file: File | undefined;
	readonly state: UploadState | undefined;
	readonly begin: (file: File) => void;
	readonly pause: () => void;
	readonly resume: () => void;
	/** Stops the upload for good and forgets it. */
	readonly cancel: () => void;
	/** Forgets a finished upload (after Done). */
	readonly close: () => void;
}

/**
 * A block's resumable upload, as React state: `begin(file)` gets the site's upload token
 * (`videoPressUpload.jwt`, and to resume an upload the browser kept, a token for its key) and
 * sends the file with the upload controller; the state follows
 * every step (tus-js-client, or the client `UploadClientContext` gives). An upload that failed
 * for want of a network goes on when the browser is back online. Leaving the block pauses the
 * upload, which the browser can then resume later.
 */
export function useResumableUpload(): ResumableUpload {
	const { api } = useHost();
	const Client = useContext(UploadClientContext);
	const [file, setFile] = useState<File>();
	const [state, setState] = useState<UploadState>();
	const controller = useRef<UploadController | undefined>(undefined);

	useEffect(() => () => controller.current?.pause(), []);

	// Failed requests are not retried while the browser is offline: back online, it goes on.
	const waitingForNetwork = state?.phase === 'error' && state.problem.kind === 'network';
	useEffect(() => {
		if (!waitingForNetwork) {
			return undefined;
		}
		const goOn = () => controller.current?.resume();
		window.addEventListener('online', goOn);
		return () => window.removeEventListener('online', goOn);
	}, [waitingForNetwork]);

	const begin = useCallback(
		(next: File) => {
			controller.current?.pause();
			setFile(next);
			const created = createUploadController({
				file: next,
				uploadJwt: (key) => videoPressUpload.jwt(api, key),
				onChange: setState,
				Upload: Client,
			});
			controller.current = created;
			void created.start();
		},
		[api, Client]
	);
	const close = useCallback(() => {
		controller.current = undefined;
		setFile(undefined);
		setState(undefined);
	}, []);
	const cancel = useCallback(() => {
		void controller.current?.cancel();
		close();
	}, [close]);

	return {
		file,
		state,
		begin,
		pause: useCallback(() => controller.current?.pause(), []),
		resume: useCallback(() => controller.current?.resume(), []),
		cancel,
		close,
	};
}

/** Whether an upload still holds the post's saving (until it completes or is cancelled). */
export const holdsSaving = (state: UploadState | undefined): boolean =>
	state !== undefined && state.phase !== 'complete' && state.phase !== 'cancelled';
