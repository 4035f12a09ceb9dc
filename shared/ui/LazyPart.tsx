/**
 * Where a part of the page is loaded on demand (a lazy screen or dialog): `loading` while it
 * comes, and if it cannot come, a short message and a way out instead of React tearing the whole
 * page down. React keeps a failed load, so trying again means loading the page again.
 */
import { Component, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import { secondaryButton } from './buttons.ts';

function LoadFailure() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center text-slate-700">
      <p>{t('common.load_failed')}</p>
      <button type="button" className={secondaryButton} onClick={() => window.location.reload()}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {t('common.reload')}
      </button>
    </div>
  );
}

interface Props {
  children: ReactNode;
  /** What shows while the part loads (nothing by default: a dialog simply opens once there). */
  loading?: ReactNode;
  /** When it changes (the address, say), the message gives way to what is shown next. */
  resetKey?: unknown;
}

export class LazyPart extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? (
      <LoadFailure />
    ) : (
      <Suspense fallback={this.props.loading ?? null}>{this.props.children}</Suspense>
    );
  }
}
