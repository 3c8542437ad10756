import { describe, expect, it } from 'vitest';

import { shouldRetryUpload, uploadProblem } from './upload-errors';

const answered = (status: number, body = '') => ({
	originalResponse: { getStatus: () => status, getBody: () => body },
});

describe('uploadProblem', () => {
	it('says the format is not supported when the server answers Invalid Mime', () => {
		expect(uploadProblem(answered(400, 'Invalid Mime'))).toEqual({
			kind: 'invalid-mime',
			message: 'The format of the video you uploaded is not supported.',
		});
	});

	it('shows any other words of the server as they are', () => {
		expect(uploadProblem(answered(403, 'The upload token is not valid or has expired.'))).toEqual({
			kind: 'server',
			message: 'The upload token is not valid or has expired.',
		});
	});

	it('blames the network when there is no answer, or no words in it', () => {
		const network = {
			kind: 'network',
			message: 'An error was encountered during the upload. Check your network connection.',
		};
		expect(uploadProblem(new Error('tus: failed to upload chunk'))).toEqual(network);
		expect(uploadProblem(answered(502, ''))).toEqual(network);
		expect(uploadProblem(answered(502, '<html><body>Bad gateway</body></html>'))).toEqual(network);
		expect(uploadProblem(undefined)).toEqual(network);
	});
});

describe('shouldRetryUpload', () => {
	it('retries a request without an answer, and server errors', () => {
		expect(shouldRetryUpload(new Error('network'), true)).toBe(true);
		expect(shouldRetryUpload(answered(0), true)).toBe(true);
		expect(shouldRetryUpload(answered(500), true)).toBe(true);
		expect(shouldRetryUpload(answered(503), true)).toBe(true);
	});

	it('retries 409 and 423, and no other 4xx', () => {
		expect(shouldRetryUpload(answered(409), true)).toBe(true);
		expect(shouldRetryUpload(answered(423), true)).toBe(true);
		for (const status of [400, 401, 403, 404, 410, 413]) {
			expect(shouldRetryUpload(answered(status), true)).toBe(false);
		}
	});

	it('never retries while the browser is offline', () => {
		expect(shouldRetryUpload(new Error('network'), false)).toBe(false);
		expect(shouldRetryUpload(answered(500), false)).toBe(false);
		expect(shouldRetryUpload(answered(423), false)).toBe(false);
	});
});
