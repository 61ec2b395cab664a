import { markPageReady } from '../app/pageReady';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Notice, TEXTS } from '@wado/shared';
import { SectionLoadError } from './loadSection';

interface Props {
  children: ReactNode;
  onRetry: () => void;
  /** 1 for a whole screen; 2 for a part of a page (a home page widget). */
  headingLevel?: 1 | 2;
  /** Says what is missing, for a part of a page (« Les actualités sont momentanément indisponibles »). */
  unavailableTitle?: string;
}

/**
 * Catches a section that cannot be loaded or whose screen throws: the message stays inside the
 * layout, so the header, footer, banner and every other section keep working.
 */
export class SectionBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    markPageReady();
    console.warn('Section en erreur', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const loadFailed = error instanceof SectionLoadError;
    // Built for another major version of @wado/shared: waiting will not help, the team must republish.
    const incompatible = loadFailed && error.reason === 'incompatible';
    const title = incompatible
      ? TEXTS.section.incompatibleTitle
      : loadFailed
        ? TEXTS.section.unavailableTitle
        : TEXTS.section.crashedTitle;
    return (
      <Notice
        title={this.props.unavailableTitle ?? title}
        headingLevel={this.props.headingLevel ?? 1}
        action={{ label: TEXTS.section.retry, onClick: this.props.onRetry }}
      >
        <p>{incompatible ? TEXTS.section.incompatibleText : TEXTS.section.unavailableText}</p>
      </Notice>
    );
  }
}
