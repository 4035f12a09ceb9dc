/**
 * Where the desktop app finds its server: asked at first start, changed later from the sign-in
 * screen or the menu. The address is tested against /api/health (by main, see
 * src-main/server-check.ts) before it is kept.
 */
import { CircleCheck, Server } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAdminSession } from '../shared/auth/AdminSession.tsx';
import { parseServerAddress, type ServerCheck, type ServerProblem } from '../shared/platform/bridge.ts';
import { primaryButton, secondaryButton } from '../shared/ui/buttons.ts';
import { Field, ltrInputClass } from '../shared/ui/Field.tsx';
import { Spinner } from '../shared/ui/Spinner.tsx';
import { DesktopScreen } from './DesktopScreen.tsx';
import { useServerAddress } from './server-address.tsx';

type Status =
  | { kind: 'idle' }
  | { kind: 'busy'; action: 'test' | 'save' }
  | { kind: 'ok' }
  | { kind: 'problem'; problem: ServerProblem }
  | { kind: 'failed' };

export function ServerSetupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { origin, setOrigin, bridge } = useServerAddress();
  const { session, signOut } = useAdminSession();
  const [address, setAddress] = useState(origin ?? '');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const busy = status.kind === 'busy';

  const run = async (action: 'test' | 'save'): Promise<ServerCheck | undefined> => {
    // The same rule main applies, checked here first so that a typo needs no round trip.
    if (!parseServerAddress(address)) {
      setStatus({ kind: 'problem', problem: 'invalid_address' });
      return undefined;
    }
    setStatus({ kind: 'busy', action });
    try {
      const check = action === 'test' ? await bridge.server.test(address) : await bridge.server.save(address);
      setStatus(check.ok ? { kind: 'ok' } : { kind: 'problem', problem: check.problem });
      return check;
    } catch {
      setStatus({ kind: 'failed' });
      return undefined;
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const check = await run('save');
    if (!check?.ok) return;
    // Main has already dropped a session that belonged to another server; the screens forget it too.
    if (check.origin !== origin && session) await signOut();
    setOrigin(check.origin);
    toast.success(t('desktop.server.saved'));
    await navigate('/login');
  };

  const problem =
    status.kind === 'problem'
      ? t(`desktop.server.problems.${status.problem}`)
      : status.kind === 'failed'
        ? t('desktop.server.failed')
        : undefined;

  return (
    <DesktopScreen
      title={t('desktop.server.title')}
      lead={t('desktop.server.lead')}
      icon={<Server aria-hidden="true" className="size-7" />}
    >
      <form noValidate onSubmit={(event) => void save(event)} className="space-y-5">
        <Field label={t('desktop.server.label')} required hint={t('desktop.server.hint')} error={problem}>
          <input
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            dir="ltr"
            placeholder="https://"
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              if (!busy) setStatus({ kind: 'idle' });
            }}
            className={ltrInputClass}
          />
        </Field>
        <p role="status" className="min-h-6 text-sm font-medium text-green-800">
          {status.kind === 'ok' && (
            <span className="inline-flex items-center gap-2">
              <CircleCheck aria-hidden="true" className="size-5" />
              {t('desktop.server.ok')}
            </span>
          )}
        </p>
        {origin && (
          <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
            <span dir="auto">{t('desktop.server.current', { origin })}</span> {t('desktop.server.change_warning')}
          </p>
        )}
        <div className="flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            disabled={busy}
            onClick={() => void run('test')}
            className={`${secondaryButton} flex-1`}
          >
            {busy && status.action === 'test' && <Spinner />}
            {busy && status.action === 'test' ? t('desktop.server.testing') : t('desktop.server.test')}
          </button>
          <button type="submit" disabled={busy} className={`${primaryButton} flex-1`}>
            {busy && status.action === 'save' && <Spinner />}
            {busy && status.action === 'save' ? t('desktop.server.saving') : t('desktop.server.save')}
          </button>
        </div>
        {origin && (
          <p className="text-center text-sm">
            <Link to={session ? '/admin' : '/login'} className="font-medium text-brand-700 hover:underline">
              {t('desktop.server.cancel')}
            </Link>
          </p>
        )}
      </form>
    </DesktopScreen>
  );
}
