/** Two acknowledged applications whose signed forms wait for a courier, as the candidates' list answers. */
export const CANDIDATES = [
  { id: 11, token_no: 'PN2500011', ack_no: '881030000000011', name: 'Asha Patil', dated: '2025-01-10' },
  { id: 12, token_no: 'PN2500012', ack_no: '881030000000012', name: 'Ravi Kumar', dated: '2025-01-11' },
];
