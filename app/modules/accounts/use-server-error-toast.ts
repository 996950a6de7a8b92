// Shows the spec's auth error toast for an action's server error, once per answer.
import { useEffect } from "react";
import { toast } from "~/components/ui/toaster";

export const AUTH_ERROR_TITLE = "Oops! Something went wrong";

export function useServerErrorToast(serverError: { message: string; at: number } | undefined) {
  useEffect(() => {
    if (serverError) toast.error(AUTH_ERROR_TITLE, { description: serverError.message });
  }, [serverError]);
}
