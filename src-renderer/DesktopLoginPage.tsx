/** The desktop app's sign-in (SPEC §4, §8): success keeps the session through main and opens /admin. */
import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole, Server } from 'lucide-react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { errorMessage } from '../shared/api/client.ts';
import { login } from '../shared/api/session.ts';
import { LoginInputSchema } from '../shared/domain/schemas.ts';
import { useAdminSession } from '../shared/platform/AdminSession.tsx';
import { primaryButton } from '../shared/ui/buttons.ts';
import { Field, inputClass } from '../shared/ui/Field.tsx';
import { fieldErrorText } from '../shared/ui/form-errors.ts';
import { Spinner } from '../shared/ui/Spinner.tsx';
import { DesktopScreen } from './DesktopScreen.tsx';
import { SERVER_ROUTE, useServerAddress } from './server-address.tsx';

export function DesktopLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { origin } = useServerAddress();
  const { session, ready, signIn } = useAdminSession();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(LoginInputSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (credentials) => {
    try {
      await signIn(await login(credentials));
      toast.success(t('desktop.login.success'));
      await navigate('/admin');
    } catch (error) {
      toast.error(errorMessage(error, t('desktop.login.error')));
    }
  });

  if (ready && session) return <Navigate to="/admin" replace />;

  return (
    <DesktopScreen title={t('desktop.login.title')} lead={t('desktop.login.lead')} icon={<LockKeyhole aria-hidden="true" className="size-7" />}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <Field label={t('desktop.login.email')} required error={fieldErrorText(t, errors.email)}>
          <input type="email" autoComplete="username" dir="ltr" className={`${inputClass} text-start rtl:text-end`} {...register('email')} />
        </Field>
        <Field label={t('desktop.login.password')} required error={fieldErrorText(t, errors.password)}>
          <input type="password" autoComplete="current-password" dir="ltr" className={`${inputClass} text-start rtl:text-end`} {...register('password')} />
        </Field>
        <button type="submit" disabled={isSubmitting || !ready} className={`${primaryButton} w-full py-3`}>
          {isSubmitting && <Spinner />}
          {isSubmitting ? t('desktop.login.submitting') : t('desktop.login.submit')}
        </button>
      </form>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-t border-slate-200 pt-4 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <Server aria-hidden="true" className="size-4" />
          <span dir="auto">{t('desktop.login.server', { origin })}</span>
        </span>
        <Link to={SERVER_ROUTE} className="font-medium text-brand-700 hover:underline">
          {t('desktop.login.change_server')}
        </Link>
      </div>
    </DesktopScreen>
  );
}
