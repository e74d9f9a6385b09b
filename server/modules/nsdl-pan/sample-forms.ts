import { degrees, PDFDocument as PdfLibDocument, rgb, StandardFonts } from 'pdf-lib';
import { SAMPLE_FORMS } from '../../../contract/download-software';
import type { AppType, PanApplicationInput } from '../../../contract/nsdl-pan';
import type { PanCategory } from '../../../contract/pan';

/* The 16 sample forms (docs/product.md#download-software): filled-in applications for each kind of applicant, stamped SAMPLE. */

const ADDRESS = {
  line1: '12',
  line2: 'Shanti Niwas',
  line3: 'MG Road',
  area: 'Kothrud',
  city: 'Pune',
  state: 'Maharashtra',
  pin: '411038',
};
const OFFICE = {
  line1: 'Office 4',
  line2: 'Sai Plaza',
  line3: 'FC Road',
  area: 'Shivajinagar',
  city: 'Pune',
  state: 'Maharashtra',
  pin: '411005',
};
const AO = { areaCode: 'PNE', aoType: 'W', rangeCode: '12', aoNo: '3' };
const REPRESENTATIVE = {
  used: true,
  title: 'Shri',
  lastName: 'Patil',
  firstName: 'Ramesh',
  middleName: 'K',
  address: ADDRESS,
};

const individual: PanApplicationInput = {
  aoCode: AO,
  title: 'Shri',
  lastName: 'Patil',
  firstName: 'Ramesh',
  middleName: 'K',
  nameOnCard: 'RAMESH K PATIL',
  gender: 'M',
  dob: '1990-04-15',
  father: { lastName: 'Patil', firstName: 'Kishor', middleName: '' },
  mother: { lastName: 'Patil', firstName: 'Sunita', middleName: '' },
  residence: ADDRESS,
  communication: 'residence',
  mobile: '9876543210',
  email: 'ramesh.patil@example.in',
  aadhaar: '234123412346',
  aadhaarName: 'Ramesh K Patil',
  incomeSources: ['salary'],
  proofs: { identity: 'Aadhaar card', address: 'Aadhaar card', dob: 'Aadhaar card' },
  declaration: { capacity: 'self', place: 'Pune' },
};

const minor: PanApplicationInput = {
  ...individual,
  title: 'Kumari',
  firstName: 'Anaya',
  middleName: 'R',
  nameOnCard: 'ANAYA R PATIL',
  gender: 'F',
  dob: '2015-06-10',
  father: { lastName: 'Patil', firstName: 'Ramesh', middleName: 'K' },
  aadhaarName: 'Anaya R Patil',
  incomeSources: ['no_income'],
  proofs: { identity: 'Aadhaar card', address: 'Aadhaar card', dob: 'Birth certificate' },
  representative: REPRESENTATIVE,
  declaration: { capacity: 'representative', place: 'Pune' },
  email: '',
};

function entity(
  name: string,
  registrationNo: string,
  proof: string,
  over: Partial<PanApplicationInput> = {},
): PanApplicationInput {
  return {
    aoCode: AO,
    lastName: name,
    nameOnCard: name.toUpperCase(),
    dob: '2012-06-01',
    office: OFFICE,
    officeName: name,
    communication: 'office',
    mobile: '9123456780',
    email: 'accounts@example.in',
    registrationNo,
    incomeSources: ['business'],
    businessCode: '01',
    proofs: { identity: proof, address: proof, dob: '' },
    declaration: { capacity: 'self', place: 'Pune' },
    ...over,
  };
}

type Sample = { category: PanCategory; appType: AppType; data: PanApplicationInput; note: string };

export const SAMPLES: Record<(typeof SAMPLE_FORMS)[number]['name'], Sample> = {
  'sample-individual': {
    category: 'individual',
    appType: 'N',
    data: individual,
    note: 'Individual, new PAN: photograph on both corners, signature inside the box and across the left photograph.',
  },
  'sample-individual-nri': {
    category: 'individual',
    appType: 'N',
    data: {
      ...individual,
      proofs: { identity: 'Passport', address: 'Passport', dob: 'Passport' },
      incomeSources: ['other_sources'],
      declaration: { capacity: 'self', place: 'Pune' },
    },
    note: 'Indian citizen living abroad (NRI): passport as proof of identity, address and date of birth; Indian address for communication.',
  },
  'sample-minor-change': {
    category: 'individual',
    appType: 'C',
    data: { ...minor, existingPan: 'AXYPP5678L', changes: ['address', 'photo'], panProof: 'pan_card' },
    note: 'Change request for a minor: the parent signs as representative assessee and gives his or her own details in that item.',
  },
  'sample-partnership-firm': {
    category: 'firm',
    appType: 'N',
    data: entity('Ganesh Traders', 'MH-PUN-2012-001234', 'Partnership deed'),
    note: 'Partnership firm: date of the partnership deed as date of formation; signed by a partner.',
  },
  'sample-artificial-judicial': {
    category: 'ajp',
    appType: 'N',
    data: entity('Vitthal Rukmini Devasthan', '', 'Government order / notification', {
      incomeSources: ['other_sources'],
      businessCode: '',
    }),
    note: 'Artificial juridical person: document of constitution as proof; signed by the authorised person.',
  },
  'sample-trust': {
    category: 'trust',
    appType: 'N',
    data: entity('Sahyadri Education Trust', 'E-12345/PUNE', 'Trust deed', {
      incomeSources: ['other_sources'],
      businessCode: '',
    }),
    note: 'Trust: registration number of the trust deed with the Charity Commissioner; signed by a trustee.',
  },
  'sample-llp': {
    category: 'firm',
    appType: 'N',
    data: entity('Sahyadri Consultants LLP', 'AAB-1234', 'Certificate of registration'),
    note: 'Limited liability partnership: LLP identification number as registration number; signed by a designated partner.',
  },
  'sample-non-individual': {
    category: 'boi',
    appType: 'N',
    data: entity('Kothrud Residents Body of Individuals', '', 'Agreement / certificate of registration (AOP/BOI)', {
      incomeSources: ['other_sources'],
      businessCode: '',
    }),
    note: 'Body of individuals (other non-individual applicants alike): agreement or certificate of registration as proof.',
  },
  'sample-individual-minor': {
    category: 'individual',
    appType: 'N',
    data: minor,
    note: 'Minor, new PAN: the parent or guardian is the representative assessee and signs the declaration.',
  },
  'sample-individual-change': {
    category: 'individual',
    appType: 'C',
    data: { ...individual, existingPan: 'ABCPE1234F', changes: ['name', 'address'], panProof: 'pan_card' },
    note: 'Individual change request: tick the box left of each detail that changes; fill every item as the new card should read.',
  },
  'sample-huf': {
    category: 'huf',
    appType: 'N',
    data: entity('Ramesh Kishor Patil HUF', '', 'HUF affidavit by the Karta', {
      incomeSources: ['house_property'],
      businessCode: '',
    }),
    note: 'Hindu undivided family: affidavit by the Karta with the names of the coparceners; signed by the Karta.',
  },
  'sample-company': {
    category: 'company',
    appType: 'N',
    data: entity('Sahyadri Traders Private Limited', 'U51909MH2012PTC123456', 'Certificate of registration'),
    note: 'Company: CIN as registration number and date of incorporation; signed by a director.',
  },
  'sample-aop': {
    category: 'aop',
    appType: 'N',
    data: entity('Pune Builders Association', '', 'Agreement / certificate of registration (AOP/BOI)'),
    note: 'Association of persons: the agreement forming it as proof; signed by the authorised member.',
  },
  'sample-government': {
    category: 'government',
    appType: 'N',
    data: entity('Office of the Collector Pune', '', 'Government order / notification', {
      incomeSources: ['other_sources'],
      businessCode: '',
    }),
    note: 'Government: the order constituting the office as proof; signed by the head of office.',
  },
  'sample-local-authority': {
    category: 'local-authority',
    appType: 'N',
    data: entity('Pune Municipal Corporation', '', 'Government order / notification', {
      incomeSources: ['other_sources'],
      businessCode: '',
    }),
    note: 'Local authority: the notification constituting it as proof; signed by the authorised officer.',
  },
  'sample-individual-penalty': {
    category: 'individual',
    appType: 'C',
    data: { ...individual, existingPan: 'ABCPE1234F', otherPans: ['ABCPE4321K'], changes: [], panProof: 'pan_card' },
    note: 'Holding two PANs attracts a penalty under section 272B: keep one (the PAN at the top) and give the other as a PAN to surrender.',
  },
};

/** Writes SAMPLE across every page and the sample's note at the top, so it is never filed as a real form. */
export async function stampSample(pdf: Buffer, label: string, note: string): Promise<Buffer> {
  const doc = await PdfLibDocument.load(pdf);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    page.drawText('SAMPLE', {
      x: width / 2 - 170,
      y: height / 2 - 120,
      size: 110,
      font: bold,
      color: rgb(0.85, 0.1, 0.1),
      opacity: 0.15,
      rotate: degrees(45),
    });
  }
  // The note goes in the top margin of the first page, above the form's own heading.
  const first = doc.getPage(0);
  const { width, height } = first.getSize();
  const head = `SAMPLE — ${label}: `;
  const headWidth = bold.widthOfTextAtSize(head, 7);
  first.drawText(head, { x: 28, y: height - 12, size: 7, font: bold, color: rgb(0.7, 0.05, 0.05) });
  wrap(note, font, 7, width - 56 - headWidth)
    .slice(0, 2)
    .forEach((l, i) =>
      first.drawText(l, { x: 28 + headWidth, y: height - 12 - i * 8, size: 7, font, color: rgb(0.25, 0.25, 0.25) }),
    );
  return Buffer.from(await doc.save());
}

function wrap(
  text: string,
  font: { widthOfTextAtSize(t: string, s: number): number },
  size: number,
  width: number,
): string[] {
  const out: string[] = [];
  let line = '';
  for (const w of text.split(' ')) {
    const next = line ? `${line} ${w}` : w;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      out.push(line);
      line = w;
    } else line = next;
  }
  if (line) out.push(line);
  return out;
}
