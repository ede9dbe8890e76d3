import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandGoogle, IconBrandLinkedin } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { forgetCachedData } from '../../app/apollo-loader';
import { isSafeRelativePath } from '../../app/guards';
import { useT } from '../../ui/use-t';
import type { AuthConfig } from './auth-api';
import { type OAuthOutcome, type OAuthProvider, startOAuth } from './oauth';

const icons = { googleTeamMember: IconBrandGoogle, googleFreelance: IconBrandGoogle, linkedIn: IconBrandLinkedin };

/** The federated sign-in buttons of a page, only for the providers the server has configured. */
export function OAuthButtons({
  providers,
  config,
  onError,
}: {
  providers: OAuthProvider[];
  config: AuthConfig | null;
  onError: (code: number | string) => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const available = providers.filter((provider) => config?.providers[provider]);
  const to = searchParams.get('to') ?? '';
  const target = isSafeRelativePath(to) ? to : '';

  const onOutcome = async ({ path, error }: OAuthOutcome) => {
    if (error) return onError(error);
    await forgetCachedData('clear');
    navigate(isSafeRelativePath(path) ? path : '/redirect', { replace: true });
  };

  // `?autoLoginOauthProvider=linkedIn` starts that sign-in at once (full redirect: no popup without a click).
  const auto = searchParams.get('autoLoginOauthProvider');
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !auto || !available.includes(auto as OAuthProvider)) return;
    started.current = true;
    startOAuth(auto as OAuthProvider, target, () => {}, true);
  }, [auto, available, target]);

  if (available.length === 0) return null;
  return (
    <Stack gap="sm">
      {available.map((provider) => {
        const Icon = icons[provider];
        return (
          <Button
            key={provider}
            variant="default"
            leftSection={<Icon size={18} />}
            onClick={() => startOAuth(provider, target, onOutcome)}
          >
            {t(`oauth.${provider}`)}
          </Button>
        );
      })}
      <Divider label={t('oauth.or')} labelPosition="center" />
    </Stack>
  );
}
