/**
 * The JSX runtime for WordPress 6.5, which registers no `react-jsx-runtime` script
 * (6.6 does). It builds elements with the React that WordPress ships, so element
 * objects stay that React's own. Registered only when the handle is missing.
 */
(function (React) {
	function config(props, key) {
		var result = {};
		for (var name in props) {
			if (name !== 'children' && Object.prototype.hasOwnProperty.call(props, name)) {
				result[name] = props[name];
			}
		}
		if (key !== undefined) {
			result.key = key;
		}
		return result;
	}
	// One child (or none), as written: `jsx( 'p', { children: x } )`.
	function jsx(type, props, key) {
		return props.children === undefined
			? React.createElement(type, config(props, key))
			: React.createElement(type, config(props, key), props.children);
	}
	// Static children, passed one by one so React does not ask them for keys.
	function jsxs(type, props, key) {
		return React.createElement.apply(null, [type, config(props, key)].concat(props.children));
	}
	window.ReactJSXRuntime = { jsx: jsx, jsxs: jsxs, Fragment: React.Fragment };
})(window.React);
