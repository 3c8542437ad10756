// What the plugin build needs to write a contract of @blockyard/api-client (a contract.json) as
// PHP: string literals, lists, constants, and a function that answers each message translated.
// Every message becomes a literal `__( '…', 'blockyard' )` call with its translators' comment, so
// that WordPress's string extraction finds it in the built plugin. Used by forms-contract-php.ts
// and prompts-contract-php.ts.

/** What a contract says of each `{placeholder}` its messages use. */
export type Placeholders = Readonly<Record<string, { readonly means: string; readonly type: string }>>;

/** PCRE's delimiter around the contract's patterns; the patterns must not hold it. */
export const DELIMITER = '~';

/** The flags that make PCRE read a pattern as JavaScript does with `u`: code points, `$` only at the very end. */
const FLAGS = 'Du';

const isPrintableAscii = (value: string): boolean => /^[\x20-\x7e]*$/u.test(value);

/**
 * A PHP string literal: single-quoted when the value is printable ASCII, else double-quoted
 * with every other character escaped (`\t`, `\u{a0}`, …).
 */
export function phpString(value: string): string {
	if (isPrintableAscii(value)) {
		return `'${value.replace(/[\\']/gu, (character) => `\\${character}`)}'`;
	}
	const escapes: Readonly<Record<string, string>> = {
		'\t': '\\t',
		'\n': '\\n',
		'\v': '\\v',
		'\f': '\\f',
		'\r': '\\r',
		'\\': '\\\\',
		'"': '\\"',
		$: '\\$',
	};
	const body = Array.from(value, (character) => {
		const escape = escapes[character];
		if (escape !== undefined) {
			return escape;
		}
		return isPrintableAscii(character) ? character : `\\u{${character.codePointAt(0)?.toString(16)}}`;
	}).join('');
	return `"${body}"`;
}

/** `fieldBlockPrefix` → `FIELD_BLOCK_PREFIX`. */
export const constantCase = (name: string): string =>
	name.replace(/(?<=[a-z])(?=[A-Z])/gu, '_').toUpperCase();

/** `maxLength` → `max_length`. */
const snakeCase = (name: string): string => constantCase(name).toLowerCase();

/** A contract's pattern as a PCRE literal, `~…~Du`. */
export function pattern(contractName: string, name: string, source: string): string {
	if (source.includes(DELIMITER)) {
		throw new Error(
			`The ${contractName} contract's ${name} pattern holds "${DELIMITER}", PHP's delimiter here.`
		);
	}
	return phpString(`${DELIMITER}${source}${DELIMITER}${FLAGS}`);
}

/** A PHP list of strings. */
export const phpList = (values: readonly string[]): string => `array( ${values.map(phpString).join(', ')} )`;

/** A PHP constant `prefix` + `name` with its doc comment, and a blank line. */
export const constant = (prefix: string, doc: string, name: string, value: string): string[] => [
	`/** ${doc} */`,
	`const ${prefix}${name} = ${value};`,
	'',
];

/** A constant for each of a contract's error codes: `prefix` + `NAME_CODE`. */
export const codeConstants = (prefix: string, codes: Readonly<Record<string, string>>): string[] =>
	Object.entries(codes).flatMap(([name, code]) =>
		constant(
			prefix,
			`contract.json's \`${name}\` error code.`,
			`${constantCase(name)}_CODE`,
			phpString(code)
		)
	);

/** A `__()` call for an English message, its `{placeholders}` turned into sprintf's. */
function translated(
	contractName: string,
	message: string,
	placeholders: Placeholders
): { comment?: string; call: string } {
	const used = [...new Set(Array.from(message.matchAll(/\{(\w+)\}/gu), (match) => match[1] ?? ''))];
	const literal = (text: string) => `__( ${phpString(text)}, 'blockyard' )`;
	if (used.length === 0) {
		return { call: literal(message) };
	}
	const conversions = used.map((name) => {
		const placeholder = placeholders[name];
		if (placeholder === undefined) {
			throw new Error(
				`The ${contractName} contract's message "${message}" uses {${name}}, which it does not describe.`
			);
		}
		if (placeholder.type !== 'text' && placeholder.type !== 'number') {
			throw new Error(
				`The ${contractName} contract's placeholder {${name}} has an unknown type "${placeholder.type}".`
			);
		}
		return { name, means: placeholder.means, conversion: placeholder.type === 'number' ? 'd' : 's' };
	});
	const single = conversions.length === 1;
	const format = message.replace(/%/gu, '%%').replace(/\{(\w+)\}/gu, (_, name: string) => {
		const index = conversions.findIndex((conversion) => conversion.name === name);
		const { conversion } = conversions[index] ?? { conversion: 's' };
		return single ? `%${conversion}` : `%${index + 1}$${conversion}`;
	});
	const notes = single
		? `%${conversions[0]?.conversion}: ${conversions[0]?.means}.`
		: `${conversions.map((conversion, index) => `${index + 1}: ${conversion.means}`).join(', ')}.`;
	const args = conversions.map((conversion) => `$${snakeCase(conversion.name)}`).join(', ');
	return { comment: `/* translators: ${notes} */`, call: `sprintf( ${literal(format)}, ${args} )` };
}

/** A PHP function that answers each message of `messages` by its key, translated. */
export function messageFunction(
	contractName: string,
	doc: string,
	name: string,
	messages: Readonly<Record<string, string>>,
	placeholders: Placeholders
): string[] {
	const cases = Object.entries(messages).flatMap(([key, message]) => {
		const { comment, call } = translated(contractName, message, placeholders);
		return [
			`\t\tcase ${phpString(key)}:`,
			...(comment ? [`\t\t\t${comment}`] : []),
			`\t\t\treturn ${call};`,
		];
	});
	const usesPlaceholders = Object.values(messages).some((message) => /\{\w+\}/u.test(message));
	const parameters = usesPlaceholders
		? Object.entries(placeholders).map(([placeholder, { means, type }]) => ({
				php: `$${snakeCase(placeholder)} = ${type === 'number' ? '0' : "''"}`,
				doc: `${type === 'number' ? 'int' : 'string'} $${snakeCase(placeholder)} {${placeholder}}: ${means}.`,
			}))
		: [];
	return [
		'/**',
		` * ${doc}`,
		' *',
		" * @param string $key The message's key in contract.json.",
		...parameters.map((parameter) => ` * @param ${parameter.doc}`),
		' * @return string',
		' */',
		`function ${name}( ${['$key', ...parameters.map((parameter) => parameter.php)].join(', ')} ) {`,
		'\tswitch ( $key ) {',
		...cases,
		'\t\tdefault:',
		"\t\t\treturn '';",
		'\t}',
		'}',
		'',
	];
}
