// One conversation in the back office is the conversations page with that conversation open: the same
// messenger, the list of every conversation beside it; a team member may write in it.
export { default } from './conversations-page';
