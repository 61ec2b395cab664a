import { lazy } from 'react';
import type { EspacePart, RemoteName } from '@wado/shared';

/**
 * The module this remote exposes to « Mon espace » (`./espace`): the household's licences (with
 * the attestation, the licence card and its check page) and the donations made with the address
 * (with their tax receipts). The shell renders each part under its own heading, loaded only once
 * someone is signed in to the space.
 */
export const remote: RemoteName = 'mf-association';

const licences = () => import('./LicencesPart');
const donations = () => import('./DonationsPart');

export const parts: EspacePart[] = [
  {
    id: 'licences',
    title: 'Licences',
    Component: lazy(() => licences().then((module) => ({ default: module.LicencesPart }))),
  },
  {
    id: 'dons',
    title: 'Dons et reçus fiscaux',
    Component: lazy(() => donations().then((module) => ({ default: module.DonationsPart }))),
  },
];
