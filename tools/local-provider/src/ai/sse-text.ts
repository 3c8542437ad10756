/** The `data` of each complete event in `buffer`, and what is left of it (an incomplete event). */
export function takeSseData(buffer: string): { data: string[]; rest: string } {
	const normalized = buffer.replace(/\r\n?/g, '\n');
	const blocks = normalized.split('\n\n');
	const rest = blocks.pop() ?? '';
	const data = blocks.flatMap((block) => {
		const lines = block
			.split('\n')
			.filter((line) => line.startsWith('data:'))
			.map((line) => line.slice(5).replace(/^ /, ''));
		return lines.length > 0 ? [lines.join('\n')] : [];
	});
	return { data, rest };
}

/** One server-sent event carrying `data`. */
export const sseEvent = (data: string): string => `data: ${data}\n\n`;
