// The visitor's side of Repeat Visitor, started by startContentViews (src/view/) on each
// saved block: counts this page load once in the visits cookie, then shows or hides the
// block's content by its criteria and threshold (the `hidden` attribute, so hidden content
// is hidden from screen readers too).
import { normalizeCriteria, normalizeThreshold } from './settings';
import { isShown, readVisits, visitsCookie } from './visits';

/** This page load's count, once it is counted: a page with several blocks is one visit. */
let visitsThisLoad: number | undefined;

function countThisVisit(): number {
	if (visitsThisLoad === undefined) {
		visitsThisLoad = readVisits(document.cookie) + 1;
		document.cookie = visitsCookie(visitsThisLoad);
	}
	return visitsThisLoad;
}

/** Shows or hides one saved Repeat Visitor block for this visitor. */
export function startView(element: HTMLElement): void {
	const criteria = normalizeCriteria(element.dataset.criteria);
	const threshold = normalizeThreshold(element.dataset.threshold);
	element.hidden = !isShown(criteria, threshold, countThisVisit());
}
