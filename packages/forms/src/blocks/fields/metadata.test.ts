import { describe, expect, it } from 'vitest';

import { CONTACT_FORM_BLOCK_NAME } from '../../fields';
import { FIELD_KIND_SPECS, FIELD_KIND_TABLE } from './kinds';
import { fieldMetadata } from './metadata';

describe('fieldMetadata', () => {
	it('makes block.json-like metadata for every kind', () => {
		for (const spec of FIELD_KIND_SPECS) {
			const metadata = fieldMetadata(spec);
			expect(metadata).toMatchObject({
				apiVersion: 3,
				name: `blockyard/field-${spec.kind}`,
				category: 'forms',
				parent: [CONTACT_FORM_BLOCK_NAME],
				textdomain: 'blockyard',
				supports: { html: false },
			});
			expect(metadata.title).toBe(spec.texts().title);
			// Every attribute lives in the comment: none is sourced from the markup.
			for (const definition of Object.values(metadata.attributes)) {
				expect(definition).not.toHaveProperty('source');
			}
		}
	});

	it('gives a kind only the attributes its row lists', () => {
		expect(Object.keys(fieldMetadata(FIELD_KIND_TABLE.email).attributes)).toEqual([
			'name',
			'label',
			'required',
			'placeholder',
		]);
		expect(Object.keys(fieldMetadata(FIELD_KIND_TABLE.select).attributes)).toEqual([
			'name',
			'label',
			'required',
			'placeholder',
			'options',
		]);
		expect(Object.keys(fieldMetadata(FIELD_KIND_TABLE.consent).attributes)).toEqual([
			'name',
			'label',
			'required',
			'consentText',
		]);
		expect(Object.keys(fieldMetadata(FIELD_KIND_TABLE.date).attributes)).toEqual([
			'name',
			'label',
			'required',
		]);
	});

	it('defaults required to false and options to an empty list; name and label have no default', () => {
		const { attributes } = fieldMetadata(FIELD_KIND_TABLE.radio);
		expect(attributes.required).toEqual({ type: 'boolean', default: false });
		expect(attributes.options).toEqual({ type: 'array', default: [] });
		expect(attributes.name).toEqual({ type: 'string' });
		expect(attributes.label).toEqual({ type: 'string' });
	});
});
