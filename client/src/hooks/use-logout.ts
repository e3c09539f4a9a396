import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearUser } from '../lib/platform/user-store';

/**
 * Logout, plus the server side: end the session (so its cookie stops working), then remove the
 * record from both stores (which signs out every listener) and go to /login. Offline, the local sign-out
 * still happens; the server session then simply runs out at its expiry.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      // Loaded when wanted: every page has the nav, and the account calls (sign-in's proof of work) are not light.
      const { logout } = await import('../lib/api/auth');
      await logout();
    } catch {
      // Nothing the user can do about it; signing out here must not depend on the network.
    }
    clearUser();
    void navigate('/login');
  }, [navigate]);
}
