import { Button, Menu } from '@mantine/core';
import type { AvailabilityOption } from '@orbite/domain/availability';
import { IconCalendarOff, IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../ui/use-t';
import type { AvailabilityView } from './availability-logic';
import { unavailableMenuOptions } from './availability-logic';
import { useAvailabilityLabel } from './availability-text';
import { UnavailableFormModal } from './unavailable-form-modal';
import type { AvailabilityActions } from './use-availability-actions';

const colorOf = { available: 'success', soon: 'warning', until: 'gray', forever: 'gray' } as const;

/**
 * The availability button: shows the current availability and opens the options menu (available;
 * unavailable for 1, 3 or 6 months, until a date, or forever). "Until a date" opens the form.
 */
export function AvailabilityButton({ view, actions }: { view: AvailabilityView; actions: AvailabilityActions }) {
  const t = useT();
  const label = useAvailabilityLabel();
  const [formOption, setFormOption] = useState<AvailabilityOption | null>(null);
  const pending = actions.state === 'submitting';

  const choose = (option: AvailabilityOption) => {
    if (option === 'custom') setFormOption('custom');
    else void actions.snooze(option);
  };

  return (
    <>
      <Menu position="bottom-start" shadow="md" width={260} withinPortal>
        <Menu.Target>
          <Button
            variant="light"
            color={colorOf[view.kind]}
            c={view.kind === 'soon' ? 'dark.7' : undefined}
            rightSection={<IconChevronDown size={16} aria-hidden />}
            loading={pending}
            h="auto"
            py={8}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            aria-label={t('availability.button.aria', { state: label(view) })}
          >
            {label(view)}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconCheck size={16} aria-hidden />}
            color="success"
            onClick={() => void actions.setAvailable()}
          >
            {t('availability.option.available')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>{t('availability.menu.unavailable')}</Menu.Label>
          {unavailableMenuOptions.map((option) => (
            <Menu.Item
              key={option}
              leftSection={<IconCalendarOff size={16} aria-hidden />}
              onClick={() => choose(option)}
            >
              {t(`availability.option.${option}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <UnavailableFormModal
        opened={formOption !== null}
        initialOption={formOption}
        onClose={() => setFormOption(null)}
        onSubmit={actions.snooze}
      />
    </>
  );
}
