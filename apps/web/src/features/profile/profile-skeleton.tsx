import { Card, Grid, Group, Skeleton, Stack } from '@mantine/core';

/** The profile page while it loads: the header and the sections' shapes. */
export function ProfileSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      <Card withBorder radius="lg" p="lg">
        <Group gap="lg">
          <Skeleton circle h={112} />
          <Stack gap="xs" style={{ flex: 1 }}>
            <Skeleton h={28} w="40%" />
            <Skeleton h={18} w="60%" />
            <Skeleton h={22} w={220} />
          </Stack>
        </Group>
      </Card>
      <Grid gap="lg">
        {[8, 4, 8, 4].map((span, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Grid.Col key={index} span={{ base: 12, md: span }}>
            <Card withBorder radius="lg" p="lg">
              <Stack gap="xs">
                <Skeleton h={22} w="35%" />
                <Skeleton h={14} />
                <Skeleton h={14} w="80%" />
                <Skeleton h={14} w="60%" />
              </Stack>
            </Card>
          </Grid.Col>
        ))}
      </Grid>
    </Stack>
  );
}
