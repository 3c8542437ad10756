import { useCallback, useEffect, useLayoutEffect, useRef, useState } from '@wordpress/element';

/** A suggested prompt is typed into the input one character every 25 ms. */
export const TYPING_DELAY_MS = 25;

export interface TypedText {
	/** Types `text` into the input from scratch, replacing any typing under way. */
	readonly type: (text: string) => void;
	/** Stops typing where it is. */
	readonly cancel: () => void;
	readonly isTyping: boolean;
}

export interface TypedTextOptions {
	/** Called once the whole text has been typed (not when cancelled): focus the input here. */
	readonly onDone?: () => void;
}

/**
 * Types a text into an input the way a person would: `onChange` receives the first character
 * after TYPING_DELAY_MS, then one more every TYPING_DELAY_MS. Typing stops on `cancel`, on a new
 * `type`, and when the component unmounts.
 *
 * @example
 * const typed = useTypedText(setPrompt, { onDone: () => inputRef.current?.focus() });
 * typed.type('Write a post about ');
 */
export function useTypedText(
	onChange: (value: string) => void,
	{ onDone }: TypedTextOptions = {}
): TypedText {
	const [isTyping, setTyping] = useState(false);
	const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
	const callbacks = useRef({ onChange, onDone });

	useLayoutEffect(() => {
		callbacks.current = { onChange, onDone };
	});

	const stop = useCallback(() => {
		if (timer.current !== undefined) {
			clearInterval(timer.current);
			timer.current = undefined;
		}
	}, []);

	const cancel = useCallback(() => {
		stop();
		setTyping(false);
	}, [stop]);

	const type = useCallback(
		(text: string) => {
			stop();
			const characters = Array.from(text);
			if (characters.length === 0) {
				setTyping(false);
				callbacks.current.onChange('');
				callbacks.current.onDone?.();
				return;
			}
			let typed = 0;
			setTyping(true);
			timer.current = setInterval(() => {
				typed += 1;
				callbacks.current.onChange(characters.slice(0, typed).join(''));
				if (typed >= characters.length) {
					stop();
					setTyping(false);
					callbacks.current.onDone?.();
				}
			}, TYPING_DELAY_MS);
		},
		[stop]
	);

	useEffect(() => stop, [stop]);

	return { type, cancel, isTyping };
}
