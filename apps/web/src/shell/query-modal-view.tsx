import { Modal } from '@mantine/core';
import { Suspense } from 'react';
import { useT } from '../ui/use-t';
import type { QueryModalDefinition, QueryModalProps } from './query-modal';

/** The query-string modal itself (its own chunk: Mantine's Modal loads when a modal is asked for). */
export default function QueryModalView({
  definition,
  params,
  close,
}: { definition: QueryModalDefinition } & QueryModalProps) {
  const t = useT();
  const Component = definition.component;
  return (
    <Modal
      opened
      onClose={() => close()}
      title={definition.title ? t(definition.title) : undefined}
      size={definition.size ?? 'md'}
      withCloseButton={definition.withCloseButton ?? true}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Suspense fallback={null}>
        <Component params={params} close={close} />
      </Suspense>
    </Modal>
  );
}
