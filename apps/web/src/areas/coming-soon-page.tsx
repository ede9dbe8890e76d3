import { useRouteMeta } from '../shell/root-shell';
import { ComingSoon } from '../ui/coming-soon';
import { useT } from '../ui/use-t';

/** Body of the pages that later work will build: the real frame, the route title, "coming soon". */
export default function ComingSoonPage() {
  const t = useT();
  const meta = useRouteMeta();
  return <ComingSoon title={meta ? t(meta.title) : ''} body={t('comingSoon.body')} />;
}
