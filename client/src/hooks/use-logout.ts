import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearUser } from '../lib/user-store';

/** Logout per spec §4: remove the record from both stores (which signs out every listener), then go to /login. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    clearUser();
    navigate('/login');
  }, [navigate]);
}
