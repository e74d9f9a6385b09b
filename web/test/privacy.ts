import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The box of a form's privacy notice, by the consent sentence the agent confirms. */
export const consentBox = () => screen.findByRole('checkbox', { name: /agrees to the processing of their data/ });

/** Ticks the applicant's consent to the form's privacy notice, as the agent does before submitting. */
export async function agreeToPrivacyNotice(user: Pick<ReturnType<typeof userEvent.setup>, 'click'> = userEvent) {
  await user.click(await consentBox());
}
