import { Stack } from '@mantine/core';
import { useLocation } from 'react-router';
import { ColorsSection } from '../../features/documentation/colors-section';
import { ControlsSection } from '../../features/documentation/controls-section';
import {
  DocumentationNav,
  type DocumentationSection,
  documentationSections,
} from '../../features/documentation/documentation-nav';
import { EventsSection } from '../../features/documentation/events-section';
import { IconsSection } from '../../features/documentation/icons-section';

const sections: Record<DocumentationSection, () => React.JSX.Element> = {
  colors: ColorsSection,
  controls: ControlsSection,
  events: EventsSection,
  icons: IconsSection,
};

/** `/backoffice/documentation/{colors,controls,events,icons}`: the team's reference of the product's parts. */
export default function DocumentationPage() {
  const { pathname } = useLocation();
  const last = pathname.split('/').filter(Boolean).at(-1);
  const current = documentationSections.find((section) => section === last) ?? 'colors';
  const Section = sections[current];
  return (
    <Stack gap="lg">
      <DocumentationNav current={current} />
      <Section />
    </Stack>
  );
}
