import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRouteError } from 'react-router';

/** A page's code that could not be loaded: the network dropped, or a new version replaced the files of this one. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

const RELOADED_AT = 'orbite.chunkReloadAt';
/** A reload less than this ago that failed again is not tried a second time: the page says so instead. */
const RELOAD_GRACE_MS = 30_000;

/** Whether a reload for a page's code that failed to load was tried less than `RELOAD_GRACE_MS` ago. */
export function reloadedLately(storage: Pick<Storage, 'getItem'>, now = Date.now()): boolean {
  return now - Number(storage.getItem(RELOADED_AT) ?? 0) < RELOAD_GRACE_MS;
}

/**
 * Whether to reload once for a page's code that failed to load (a new version's files are read then), and
 * remembers having done so, so that a network down for good does not reload in a loop.
 */
export function claimChunkReload(storage: Pick<Storage, 'getItem' | 'setItem'>, now = Date.now()): boolean {
  if (reloadedLately(storage, now)) return false;
  storage.setItem(RELOADED_AT, String(now));
  return true;
}

function safeSessionStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * What a route shows when its page fails: a French message and a way out, never React Router's English page with
 * the stack. A page whose code could not be loaded reloads once by itself (a version deployed while the tab was
 * open), then says so.
 */
export function RouteError({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const error = useRouteError();
  const intl = useIntl();
  const chunk = isChunkLoadError(error);
  const storage = chunk && typeof window !== 'undefined' ? safeSessionStorage() : null;
  // Rendering only reads; the reload is claimed once the page is shown (a render React discards claims nothing).
  const [reloadFailed, setReloadFailed] = useState(false);
  const reloading = storage !== null && !reloadFailed && !reloadedLately(storage);

  useEffect(() => {
    if (!reloading) console.error(error);
    else if (storage && claimChunkReload(storage)) reload();
    else setReloadFailed(true);
  }, [reloading, storage, reload, error]);

  if (reloading) return null;
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Center py={80} px="md" role="alert">
      <Stack align="center" ta="center" maw={520} gap="md">
        <ThemeIcon size={84} radius={42} variant="light" color="warning">
          <IconAlertTriangle size={42} aria-hidden />
        </ThemeIcon>
        <Title order={1}>{t(chunk ? 'routeError.chunk.title' : 'routeError.title')}</Title>
        <Text c="dimmed" size="lg">
          {t(chunk ? 'routeError.chunk.text' : 'routeError.text')}
        </Text>
        <Button size="md" mt="sm" leftSection={<IconRefresh size={18} aria-hidden />} onClick={reload}>
          {t('routeError.reload')}
        </Button>
      </Stack>
    </Center>
  );
}
