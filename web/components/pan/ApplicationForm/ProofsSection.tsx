import { Grid } from '@mantine/core';
import { PROOF_OPTIONS } from '../../../../contract/nsdl-pan';
import { usePanForm } from './context';
import { COL, FieldSelect, FormSection } from './fields';
import { useT } from '../../../i18n/pan';

const PROOFS = [
  { key: 'identity', labelId: 'pan.proofs.identity' },
  { key: 'address', labelId: 'pan.proofs.address' },
  { key: 'dob', labelId: 'pan.proofs.dob' },
] as const;

/** The documents attached as proofs (Form 49A annexure), chosen from Protean's list for the category. */
export function ProofsSection() {
  const t = useT();
  const { person } = usePanForm();
  const options = person ? PROOF_OPTIONS.individual : PROOF_OPTIONS.other;
  return (
    <FormSection section="proofs" description={t('pan.proofs.description')}>
      {PROOFS.filter((p) => options[p.key].length > 0).map((p) => (
        <Grid.Col key={p.key} span={COL}>
          <FieldSelect label={t(p.labelId)} withAsterisk path={`proofs.${p.key}`} data={[...options[p.key]]} />
        </Grid.Col>
      ))}
    </FormSection>
  );
}
