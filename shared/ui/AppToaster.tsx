import { Toaster } from 'react-hot-toast';

/**
 * Toasts as SPEC §9 sets them: top centre; error, blank and custom 4 s, success 2 s, loading
 * until replaced; 350 px wide at most. react-hot-toast shows at most 20 at once.
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: 4000,
        success: { duration: 2000 },
        error: { duration: 4000 },
        loading: { duration: Infinity },
        style: { maxWidth: '350px' },
      }}
    />
  );
}
