/**
 * Stored text as a terminal may print it: every control character (ESC and the sequences it
 * starts, carriage return, line breaks, C1) and every bidirectional override or isolate is shown
 * as a visible `\u{…}` escape instead of acting on the terminal. The server refuses them in new
 * input; rows written before that, or by another path, must still not repaint the screen.
 */
export function forTerminal(text: string): string {
  return text.replace(
    /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    (char) => `\\u{${char.codePointAt(0)!.toString(16).padStart(4, '0')}}`,
  );
}
