// The default build of @wordpress/scripts (src/index.js to build/index.js and its
// index.asset.php), plus Business Hours' block.json and styles from the package, copied to
// build/business-hours/ for register_block_type(), and the package's kses.json to build/.
const { dirname } = require('node:path');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const defaultConfig = require('@wordpress/scripts/config/webpack.config');

module.exports = {
	...defaultConfig,
	plugins: [
		...defaultConfig.plugins,
		new CopyWebpackPlugin({
			patterns: [
				{
					from: '{block.json,*.css}',
					context: dirname(require.resolve('@blockyard/content/blocks/business-hours/block.json')),
					to: 'business-hours',
				},
				{ from: require.resolve('@blockyard/content/kses.json'), to: 'kses.json' },
			],
		}),
	],
};
