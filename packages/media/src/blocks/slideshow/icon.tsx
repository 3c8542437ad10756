/** The block's icon: a picture between a previous and a next arrow. */
export const slideshowIcon = (
	<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
		<path d="M7 5.5h10A1.5 1.5 0 0 1 18.5 7v10a1.5 1.5 0 0 1-1.5 1.5H7A1.5 1.5 0 0 1 5.5 17V7A1.5 1.5 0 0 1 7 5.5Zm0 1.5v7.4l2.7-2.7 2 2 3-3.2L17 12.9V7H7Zm-5 5 2.5-2.5v5L2 12Zm20 0-2.5 2.5v-5L22 12Z" />
	</svg>
);
