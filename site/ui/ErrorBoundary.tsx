import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead once something below has thrown while rendering. */
  fallback: (error: unknown) => ReactNode;
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/** React's render errors stop here instead of unmounting the whole root. */
export class ErrorBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }
  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
