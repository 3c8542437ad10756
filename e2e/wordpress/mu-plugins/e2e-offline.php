<?php
/**
 * Test site only: keeps the editor from reaching for hosts that are unreachable
 * offline (block directory, remote patterns, avatars), so their errors do not
 * drown ours.
 *
 * @package Blockyard
 */

remove_action( 'enqueue_block_editor_assets', 'wp_enqueue_editor_block_directory_assets' );
add_filter( 'should_load_remote_block_patterns', '__return_false' );
add_action(
	'after_setup_theme',
	function () {
		remove_theme_support( 'core-block-patterns' );
	},
	100
);
add_filter( 'pre_option_show_avatars', '__return_zero' );
