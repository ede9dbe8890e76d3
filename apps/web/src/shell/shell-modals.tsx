import { ModalsProvider } from '@mantine/modals';
import { OutdatedModal } from './outdated-modal';

/**
 * The modals of the pages that use GraphQL, in their own chunk (Mantine's Modal and its focus trap,
 * scroll lock and transitions are not on the light pages): the host of `modals.openConfirmModal`
 * (@mantine/modals), and the blocking "new version" modal. The shell fetches this chunk with Apollo
 * and keeps it mounted, so the outdated modal can show after a redeploy, when the old chunks are gone.
 */
export default function ShellModals() {
  return (
    <>
      <ModalsProvider />
      <OutdatedModal />
    </>
  );
}
