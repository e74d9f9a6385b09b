/**
 * docs/product.md#download-software Download Software screen (both areas) and the back office dashboard's PAN forms
 * (docs/product.md#back-office): the printable forms the server generates (GET /api/site/forms/{name}, public, PDF)
 * and the external links.
 */

export const SITE_FORMS_API = '/api/site/forms';

/** The four "Download Pancard Forms" buttons: blank forms an agent prints for a walk-in applicant. */
export const PAN_FORMS = [
  { name: 'new-pan-form', label: 'NEW PAN FORM', title: 'Form 49A — application for allotment of PAN' },
  {
    name: 'correction-pan-form',
    label: 'CORRECTION PAN FORM',
    title: 'Request for new PAN card or / and changes or correction in PAN data',
  },
  { name: 'annexure-a', label: 'ANNEXURE-A', title: 'Annexure A — certificate of identity' },
  { name: 'annexure-b', label: 'ANNEXURE-B', title: 'Annexure B — certificate of address' },
] as const;

/** Guidance sheets the Pancard card bundles (docs/product.md#download-software: "the last two are bundled PDFs"). */
export const GUIDE_FORMS = [
  {
    name: 'initials-guide',
    label: 'HOW TO WRITE INITIALS NAME',
    title: 'How to write a name with initials on a PAN application',
  },
  {
    name: 'initials-sheet',
    label: 'VAILID INITIALS NAME SHEET',
    title: 'Valid and invalid ways of writing names with initials',
  },
] as const;

/**
 * docs/product.md#download-software's 16 sample forms (the Sample Form modal): a filled Form 49A or CSF for each kind of
 * applicant, marked SAMPLE, showing which boxes that applicant fills and how.
 */
export const SAMPLE_FORMS = [
  { name: 'sample-individual', label: 'INDIVIDUAL' },
  { name: 'sample-individual-nri', label: 'INDIVIDUAL NRI' },
  { name: 'sample-minor-change', label: 'MINOR CHANGE' },
  { name: 'sample-partnership-firm', label: 'PARTNERSHIP FIRM' },
  { name: 'sample-artificial-judicial', label: 'ARTIFICIAL JUDICIAL' },
  { name: 'sample-trust', label: 'TRUST FORM' },
  { name: 'sample-llp', label: 'LIMITED LIABILITY PARTNERSHIP' },
  { name: 'sample-non-individual', label: 'NON INDIVIDUAL' },
  { name: 'sample-individual-minor', label: 'INDIVIDUAL MINOR' },
  { name: 'sample-individual-change', label: 'INDIVIDUAL CHANGE' },
  { name: 'sample-huf', label: 'HINDU UNDIVIDED FAMILY' },
  { name: 'sample-company', label: 'COMPANY' },
  { name: 'sample-aop', label: 'ASSOCIATION OF PERSONS' },
  { name: 'sample-government', label: 'GOVERNMENT' },
  { name: 'sample-local-authority', label: 'LOCAL AUTHORITY' },
  { name: 'sample-individual-penalty', label: 'INDIVIDUAL PENALTY' },
] as const;

export const SITE_FORM_NAMES = [...PAN_FORMS, ...GUIDE_FORMS, ...SAMPLE_FORMS].map((f) => f.name) as [
  SiteFormName,
  ...SiteFormName[],
];
export type SiteFormName =
  (typeof PAN_FORMS)[number]['name'] | (typeof GUIDE_FORMS)[number]['name'] | (typeof SAMPLE_FORMS)[number]['name'];

/** The address of a generated form (what an <a href> opens in a new tab). */
export const siteFormUrl = (name: SiteFormName) => `${SITE_FORMS_API}/${name}`;

export type ExternalLink =
  { label: string; href: string } | { label: string; form: SiteFormName } | { label: string; samples: true };

/**
 * docs/product.md#download-software cards of links, in its order and spelling. Links go to the official portals (Protean/NSDL,
 * UTIITSL, the Income Tax e-filing portal, the device makers); bundled documents are served by us.
 */
export const LINK_CARDS: { title: string; links: ExternalLink[] }[] = [
  {
    title: 'Sample Forms & Links',
    links: [
      { label: 'UTI PANCARD', href: 'https://www.pan.utiitsl.com/' },
      { label: 'DOWNLOAD SAMPLES OF PAN FORM', samples: true },
    ],
  },
  {
    title: 'Status Link',
    links: [
      { label: 'NSDL PAN STATUS', href: 'https://tin.tin.nsdl.com/pantan/StatusTrack.html' },
      { label: 'UTI PAN STATUS', href: 'https://www.trackpan.utiitsl.com/PANONLINE/forms/TrackPan/trackApp' },
      {
        label: 'LINK AADHAR TO PAN',
        href: 'https://eportal.incometax.gov.in/iec/foservices/#/pre-login/bl-link-aadhaar',
      },
    ],
  },
  {
    title: 'Pancard',
    links: [
      // Protean's e-PAN page takes either the acknowledgement number or the PAN.
      {
        label: 'DOWNLOAD E-PAN BY ACK NO',
        href: 'https://www.onlineservices.nsdl.com/paam/requestAndDownloadEPAN.html',
      },
      { label: 'DOWNLOAD PAN BY PAN NO', href: 'https://www.onlineservices.nsdl.com/paam/requestAndDownloadEPAN.html' },
      { label: 'HOW TO WRITE INITIALS NAME', form: 'initials-guide' },
      { label: 'VAILID INITIALS NAME SHEET', form: 'initials-sheet' },
    ],
  },
  {
    title: 'Investment & NPS Plan',
    links: [
      { label: 'Open Free Demat Account', href: 'https://nsdl.co.in/' },
      { label: 'Open Nps Account', href: 'https://enps.nsdl.com/eNPS/NationalPensionSystem.html' },
      { label: 'Open Vastalya NPS Account', href: 'https://enps.nsdl.com/eNPS/LandingPage.html' },
    ],
  },
  {
    title: 'Software Downloads',
    links: [
      { label: 'MORPHO RD SERVICE', href: 'https://www.rdserviceonline.com/' },
      { label: 'MANTRA RD SERVICE', href: 'https://download.mantratecapp.com/' },
      { label: 'SCANNER', href: 'https://www.naps2.com/download' },
      { label: 'ULTRA VIEWER', href: 'https://www.ultraviewer.net/en/download.html' },
    ],
  },
];
