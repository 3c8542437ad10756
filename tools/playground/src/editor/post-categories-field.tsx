import type { Term } from '@blockyard/api-client';
import { CheckboxControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export interface PostCategoriesFieldProps {
	/** The site's categories, by name. */
	readonly categories: readonly Term[];
	/** The ids of the post's categories. */
	readonly checked: readonly number[];
	readonly onChange: (categories: readonly number[]) => void;
}

/** The post's categories: a checkbox for each of the site's, as WordPress's Categories panel. */
export function PostCategoriesField({ categories, checked, onChange }: PostCategoriesFieldProps) {
	return (
		<fieldset className="blockyard-playground__post-categories">
			<legend>{__('Categories', 'blockyard')}</legend>
			{categories.length === 0 ? <p>{__('The site has no categories.', 'blockyard')}</p> : null}
			{categories.map((category) => (
				<CheckboxControl
					key={category.id}
					__nextHasNoMarginBottom
					label={category.name}
					checked={checked.includes(category.id)}
					onChange={(isChecked) =>
						onChange(
							isChecked
								? [...checked, category.id]
								: checked.filter((categoryId) => categoryId !== category.id)
						)
					}
				/>
			))}
		</fieldset>
	);
}
