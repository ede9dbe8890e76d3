import { FreelanceImportView } from '../../features/freelance-import/freelance-import-view';

/** /backoffice/freelancers/import: the pre-freelancer bulk import (CSV or XLSX), preview, run and report. */
export default function FreelancersImportPage() {
  return <FreelanceImportView />;
}
