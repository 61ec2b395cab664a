import styles from './ui.module.css';

/** A text for assistive technologies only (an icon's name, the rest of a short link's label). */
export const visuallyHiddenClass = styles.visuallyHidden;
