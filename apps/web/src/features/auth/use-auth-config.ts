import { useEffect, useState } from 'react';
import { type AuthConfig, loadAuthConfig } from './auth-api';

/** The public configuration of the server (environment, demo accounts, sign-in providers); null while loading. */
export function useAuthConfig(): AuthConfig | null {
  const [config, setConfig] = useState<AuthConfig | null>(null);
  useEffect(() => {
    let alive = true;
    loadAuthConfig()
      .then((loaded) => alive && setConfig(loaded))
      .catch(() => {});
    return () => {
      alive = false;
    };
  }, []);
  return config;
}
