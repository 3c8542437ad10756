// What a visitor sees: the saved post as WordPress would print it (the markup without its
// block comments), with the blocks' front-end styles and scripts. No editor here.
import '@wordpress/block-library/build-style/style.css';
import './preview.css';

import { createClient } from '@blockyard/api-client';
import { hydrateContactForms } from '@blockyard/forms';

import { postIdFromSearch } from '../playground/post-id';
import { renderPreview } from './render-preview';

import.meta.glob('../../../*/src/blocks/**/style.css', { eager: true });

const container = document.getElementById('post');
if (!container) {
	throw new Error('The preview page has no #post element.');
}
void renderPreview({
	client: createClient({ root: '/wp-json/' }),
	postId: postIdFromSearch(window.location.search),
	container,
}).then(() => hydrateContactForms(container));
