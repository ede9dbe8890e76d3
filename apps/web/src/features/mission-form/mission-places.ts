import type { MissionFormPlace } from './mission-form-editor';

/** Where the enterprise form lives: its new draft at /enterprise/mission/create/{id}, submissions land on the mission page. */
export const enterpriseMissionPlace: MissionFormPlace = {
  draftLocation: (id, search) => ({ pathname: `/enterprise/mission/create/${id}`, search: search.toString() }),
  missionPath: (id) => `/enterprise/missions/${id}`,
};

/** The back office's "mission add": the new draft's id joins the query (?company=…&id=…). */
export const backofficeMissionPlace: MissionFormPlace = {
  draftLocation: (id, search) => {
    const next = new URLSearchParams(search);
    next.set('id', id);
    return { pathname: '/backoffice/missions/add', search: next.toString() };
  },
  missionPath: (id) => `/backoffice/missions/${id}`,
};
