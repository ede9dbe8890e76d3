import { Badge, Card, Group, SimpleGrid, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { contrastRatio } from '../../app/theme';
import { useT } from '../../ui/use-t';

/** The palettes the product uses: the brand's and the states', then Mantine's neutrals. */
const palettes = ['orbite', 'accent', 'success', 'warning', 'danger', 'gray', 'blue', 'grape', 'teal', 'orange'];

const AA = 4.5;

function Swatch({ hex, shade }: { hex: string; shade: number }) {
  const onWhite = contrastRatio(hex, '#ffffff');
  const onBlack = contrastRatio(hex, '#000000');
  // The text a filled component puts on this shade (autoContrast), and how it reads.
  const text = onWhite >= onBlack ? '#ffffff' : '#000000';
  const ratio = Math.max(onWhite, onBlack);
  return (
    <Stack gap={0} p={6} bg={hex} c={text} style={{ borderRadius: 6, minHeight: 64 }} justify="space-between">
      <Text size="xs" fw={700} c="inherit">
        {shade}
      </Text>
      <Text size="xs" ff="monospace" c="inherit">
        {hex}
      </Text>
      <Text size="xs" c="inherit">
        {ratio.toFixed(1)}:1{ratio >= AA ? ' AA' : ''}
      </Text>
    </Stack>
  );
}

/** `/backoffice/documentation/colors`: each palette's ten shades, with the contrast of their text. */
export function ColorsSection() {
  const t = useT();
  const theme = useMantineTheme();
  return (
    <Stack gap="md">
      <Text size="sm">{t('documentation.colors.intro', { primary: theme.primaryColor, shade: 6 })}</Text>
      {palettes.map((name) => {
        const shades = theme.colors[name];
        if (!shades) return null;
        return (
          <Card key={name} withBorder radius="md" p="md" component="section" aria-label={name}>
            <Group justify="space-between" mb="xs">
              <Title order={2} size="h5" ff="monospace">
                {name}
              </Title>
              {name === theme.primaryColor ? <Badge variant="light">{t('documentation.colors.primary')}</Badge> : null}
            </Group>
            <SimpleGrid cols={{ base: 5, md: 10 }} spacing={6}>
              {shades.map((hex, shade) => (
                <Swatch key={hex + String(shade)} hex={hex} shade={shade} />
              ))}
            </SimpleGrid>
          </Card>
        );
      })}
    </Stack>
  );
}
