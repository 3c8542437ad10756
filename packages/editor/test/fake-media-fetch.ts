/** A `fetch` that answers `POST wp/v2/media` like WordPress and records what it was sent. */
export function createFakeMediaFetch() {
	const requests: Array<{ readonly request: Request; readonly form: FormData }> = [];
	const fetch: typeof globalThis.fetch = async (input, init) => {
		const request = input instanceof Request ? input : new Request(input, init);
		const form = await request.formData();
		requests.push({ request, form });
		const file = form.get('file');
		const name = file instanceof File ? file.name : 'unknown';
		return new Response(
			JSON.stringify({
				id: 7,
				source_url: `http://example.test/wp-content/uploads/${name}`,
				mime_type: file instanceof File ? file.type : 'application/octet-stream',
				alt_text: '',
				title: { raw: name },
			}),
			{ status: 201, headers: { 'Content-Type': 'application/json' } }
		);
	};
	return { fetch, requests };
}
