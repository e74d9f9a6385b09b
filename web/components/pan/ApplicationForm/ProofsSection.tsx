import { Grid } from '@mantine/core';
import { PROOF_OPTIONS } from '../../../../contract/nsdl-pan';
import { usePanForm } from './context';
import { COL, FieldSelect, FormSection } from './fields';

const PROOFS = [
  { key: 'identity', label: 'Proof of identity' },
  { key: 'address', label: 'Proof of address' },
  { key: 'dob', label: 'Proof of date of birth' },
] as const;

/** The documents attached as proofs (Form 49A annexure), chosen from Protean's list for the category. */
export function ProofsSection() {
  const { person } = usePanForm();
  const options = person ? PROOF_OPTIONS.individual : PROOF_OPTIONS.other;
  return (
    <FormSection section="proofs" description="The documents you will scan and upload with the signed form.">
      {PROOFS.filter((p) => options[p.key].length > 0).map((p) => (
        <Grid.Col key={p.key} span={COL}>
          <FieldSelect label={p.label} withAsterisk path={`proofs.${p.key}`} data={[...options[p.key]]} />
        </Grid.Col>
      ))}
    </FormSection>
  );
}
