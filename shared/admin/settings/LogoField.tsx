/**
 * The centre's logo: saved as soon as a file is chosen (it has its own address, apart from the
 * form's other fields), shown as the server stored it (an SVG comes back as the PNG the site uses),
 * and removed with one button.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import {
  ADMIN_CENTRE_SETTINGS_KEY,
  CENTRE_IDENTITY_KEY,
  removeCentreLogo,
  uploadCentreLogo,
} from '../../api/settings.ts';
import { IMAGE_MAX_BYTES } from '../../domain/constants.ts';
import type { CentreSettings } from '../../domain/entities.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { NoPicture, PictureField } from '../components/PictureField.tsx';

/** What the server takes for a logo. */
export const LOGO_TYPES = ['image/svg+xml', 'image/png', 'image/webp', 'image/jpeg'] as const;
const maxMegabytes = IMAGE_MAX_BYTES / (1024 * 1024);

export function LogoField({ logoUrl }: { logoUrl: string | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | undefined>();

  /** The stored settings as the server answered, for this screen and the admin's frame. */
  const stored = (saved: CentreSettings) => {
    queryClient.setQueryData<CentreSettings>(ADMIN_CENTRE_SETTINGS_KEY, saved);
    void queryClient.invalidateQueries({ queryKey: CENTRE_IDENTITY_KEY });
  };
  const failed = (error: unknown, toastId: string, fallback: string) => {
    // A refused session is announced by the query client, which leaves for /login.
    if (error instanceof ApiError && error.status === 401) {
      toast.dismiss(toastId);
      return;
    }
    // The server's image_type names the course pictures' formats; a logo may be an SVG too.
    const wrongType =
      error instanceof ApiError && (error.data as { code?: unknown } | undefined)?.code === 'image_type';
    const message = wrongType ? t('admin_settings.errors.logo_type') : errorMessage(error, fallback);
    setProblem(message);
    toast.error(message, { id: toastId });
  };

  /**
   * A write of the logo: a toast while it goes, then the settings it stored, or why it failed.
   * `refocus`: the focus goes back to the file input (the removal takes away the button it was on).
   */
  const logoWrite = <V,>(
    write: (value: V) => Promise<CentreSettings>,
    toasts: { loading: string; success: string; failure: string },
    refocus = false,
  ) => ({
    mutationFn: write,
    onMutate: () => ({ toastId: toast.loading(toasts.loading) }),
    onSuccess: (saved: CentreSettings, _value: V, context: { toastId: string }) => {
      stored(saved);
      toast.success(toasts.success, { id: context.toastId });
      if (refocus) inputRef.current?.focus();
    },
    onError: (error: Error, _value: V, context: { toastId: string } | undefined) =>
      failed(error, context?.toastId ?? '', toasts.failure),
  });
  const upload = useMutation(
    logoWrite(uploadCentreLogo, {
      loading: t('admin_settings.toasts.logo_saving'),
      success: t('admin_settings.toasts.logo_saved'),
      failure: t('admin_settings.toasts.logo_save_error'),
    }),
  );
  const remove = useMutation(
    logoWrite(
      removeCentreLogo,
      {
        loading: t('admin_settings.toasts.logo_removing'),
        success: t('admin_settings.toasts.logo_removed'),
        failure: t('admin_settings.toasts.logo_remove_error'),
      },
      true,
    ),
  );
  const busy = upload.isPending || remove.isPending;

  const choose = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const refusal = !(LOGO_TYPES as readonly string[]).includes(file.type)
      ? t('admin_settings.errors.logo_type')
      : file.size > IMAGE_MAX_BYTES
        ? t('admin_settings.errors.logo_size', { size: maxMegabytes })
        : undefined;
    setProblem(refusal);
    if (!refusal) upload.mutate(file);
  };

  return (
    <PictureField
      columns="sm:grid-cols-[minmax(0,14rem)_1fr]"
      preview={
        // A chequered ground, so that a logo's transparent parts show as such.
        <figure className="w-full max-w-56 overflow-hidden rounded-xl ring-1 ring-slate-200 sm:max-w-none">
          <div className="flex aspect-[3/2] items-center justify-center bg-white bg-[repeating-conic-gradient(#f1f5f9_0_25%,transparent_0_50%)] bg-[length:16px_16px] p-4">
            {logoUrl ? (
              <img
                src={logoUrl}
                alt={t('admin_settings.fields.current_logo')}
                className="max-h-full max-w-full object-contain"
              />
            ) : (
              <NoPicture text={t('admin_settings.fields.no_logo')} />
            )}
          </div>
        </figure>
      }
      inputRef={inputRef}
      label={t('admin_settings.fields.logo')}
      accept={LOGO_TYPES}
      buttonText={t(logoUrl ? 'admin_settings.fields.change_logo' : 'admin_settings.fields.choose_logo')}
      onChoose={choose}
      hint={t('admin_settings.fields.logo_hint', { size: maxMegabytes })}
      error={problem}
      disabled={busy}
      pending={upload.isPending}
    >
      {logoUrl && (
        <button
          type="button"
          disabled={busy}
          onClick={() => {
            setProblem(undefined);
            remove.mutate();
          }}
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60"
        >
          {remove.isPending ? <Spinner className="size-4" /> : <Trash2 aria-hidden="true" className="size-4" />}
          {t('admin_settings.fields.remove_logo')}
        </button>
      )}
    </PictureField>
  );
}
