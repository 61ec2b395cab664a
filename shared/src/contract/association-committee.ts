/** `GET /api/committee`: the association's officers and committee, grouped by body. */

export interface CommitteeMember {
  id: number;
  name: string;
  /** « Présidente », « Responsable de la commission jeunes »… */
  role: string;
  /** URL of the portrait (an illustration of ours, never a photo), served by the API. */
  portrait: string;
  /** French text alternative of the portrait. */
  portraitAlt: string;
  /** A few sentences: background, grade, mission. */
  bio: string;
}

export interface CommitteeBody {
  /** Stable key: `bureau`, `comite`, `direction-technique`… */
  id: string;
  name: string;
  description: string;
  members: CommitteeMember[];
}

export interface CommitteeResponse {
  bodies: CommitteeBody[];
}
