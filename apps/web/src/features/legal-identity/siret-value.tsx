import { Text } from '@mantine/core';
import { formatSiren, formatSiret } from '@orbite/domain/vat';
import { useT } from '../../ui/use-t';

/** A company's SIRET as read on its pages (« 404 833 048 00022 »), its SIREN beside it. */
export function SiretValue({ siret, siren }: { siret: string; siren?: string | null }) {
  const t = useT();
  return (
    <>
      {formatSiret(siret)}
      {siren ? (
        <Text span size="xs" c="dimmed" ml="xs">
          {t('legal.siren', { siren: formatSiren(siren) })}
        </Text>
      ) : null}
    </>
  );
}
