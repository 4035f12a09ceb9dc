/**
 * The administrator's sign-in form (SPEC §4, §8), shared by the site's /login and the desktop
 * app: success keeps the session (through the platform) and opens /admin.
 */
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../api/client.ts';
import { rememberAdminLanguage } from '../i18n/i18n.ts';
import { login } from '../api/auth.ts';
import { LoginInputSchema } from '../domain/schemas.ts';
import { useAdminSession } from './AdminSession.tsx';
import { primaryButton } from '../ui/buttons.ts';
import { Field, inputClass } from '../ui/Field.tsx';
import { fieldErrorText } from '../ui/form-errors.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { schemaResolver } from '../ui/form-resolver.ts';

export function AdminLoginForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { ready, signIn } = useAdminSession();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: schemaResolver(LoginInputSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (credentials) => {
    try {
      await signIn(await login(credentials));
      // The language this form was read in is the one the admin opens in.
      rememberAdminLanguage(i18n.language);
      // What went wrong before (a failed attempt, an expired session) no longer holds.
      toast.dismiss();
      toast.success(t('login_page.success'));
      await navigate('/admin');
    } catch (error) {
      toast.error(errorMessage(error, t('login_page.error')));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <Field label={t('login_page.email')} required error={fieldErrorText(t, errors.email)}>
        <input
          type="email"
          autoComplete="username"
          dir="ltr"
          className={`${inputClass} text-start rtl:text-end`}
          {...register('email')}
        />
      </Field>
      <Field label={t('login_page.password')} required error={fieldErrorText(t, errors.password)}>
        <input
          type="password"
          autoComplete="current-password"
          dir="ltr"
          className={`${inputClass} text-start rtl:text-end`}
          {...register('password')}
        />
      </Field>
      <button type="submit" disabled={isSubmitting || !ready} className={`${primaryButton} w-full py-3`}>
        {isSubmitting && <Spinner />}
        {isSubmitting ? t('login_page.submitting') : t('login_page.submit')}
      </button>
    </form>
  );
}
