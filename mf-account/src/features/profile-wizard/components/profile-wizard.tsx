import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { useController, useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { useLocation, useNavigate, useSearchParams } from '@valley/shared/router';
import { INTERESTS, newEmailNeedsPassword, ProfileUpdateBodySchema, sameEmail, type User } from '@valley/shared/schemas/account';
import { Tabs } from '@valley/shared/ui/tabs';
import { notify } from '@valley/shared/ui/toast';
import { Button, buttonClass } from '@valley/shared/ui/button';
import { BusinessFields, businessValues } from '../../../components/business-fields';
import { DestinationField } from '../../../components/destination-field';
import { EmailChangeFields } from '../../../components/email-change-fields';
import { TextField } from '../../../components/fields';
import { PhoneField } from '../../../components/phone-field';
import { PostForm, SubmitButton } from '../../../components/post-form';
import { useDestinationChoices } from '../../../lib/lookups';
import { currentPasswordProblem, emailChangeNotice } from '../../../lib/email-change';
import { AUTH_TOAST_MS, errorText } from '../../../lib/notices';
import { CountryField, StateField } from '../../../components/region-fields';
import { forgetDraft, readDraft, saveDraft } from '../../../lib/session-draft';
import { useBotCheck } from '../../../lib/use-bot-check';
import { textValues } from '../../../lib/form-values';
import { useStartProfile } from '../api/start-profile';
import fields from '../../../components/fields.module.css';
import styles from './profile-wizard.module.css';
import form from '../../../components/member-form.module.css';

type WizardInput = z.input<typeof ProfileUpdateBodySchema>;
type WizardOutput = z.output<typeof ProfileUpdateBodySchema>;

const STEPS = ['About', 'Account', 'Destination'] as const;
type Step = (typeof STEPS)[number];
/** The fields each step owns, checked before NEXT leaves it. */
const STEP_FIELDS: Record<Step, FieldPath<WizardInput>[]> = {
  About: ['first_name', 'last_name', 'email', 'current_password', 'phone', 'city', 'zip_code', 'state', 'country'],
  Account: [],
  Destination: ['company_name', 'company_address', 'company_city', 'company_zip', 'website', 'social_link', 'calendar'],
};
type DestinationChoice = 'none' | 'own' | 'claim';
/** The step in the address (?step=account), so the browser's Back returns to the previous step. */
const STEP_PARAM: Record<Step, string | null> = { About: null, Account: 'account', Destination: 'destination' };
const stepOf = (param: string | null): Step => STEPS.find((name) => STEP_PARAM[name] === param) ?? 'About';

/** What the wizard keeps while it is filled in (never the current password); the business image apart, as it is large. */
interface WizardDraft {
  values: Omit<WizardInput, 'current_password'>;
  destinationChoice: DestinationChoice;
  claimed: string;
}
const draftName = (user: User) => `profile-wizard:${user.id}`;
const imageDraftName = (user: User) => `profile-wizard-image:${user.id}`;

const initialValues = (user: User): WizardInput => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  ...textValues(user, ['phone', 'city', 'zip_code', 'state']),
  country: user.country ?? 'US',
  ...businessValues(user),
  eat: user.interests_list.includes('Eat'),
  stay: user.interests_list.includes('Stay'),
  explore: user.interests_list.includes('Explore'),
});

/**
 * The setup wizard until the profile is started (member-area §2): About, Account, Destination, one at a time; header tabs, PREV/NEXT
 * and the browser's Back move between steps, SAVE PROFILE on the last one starts the profile. What was typed survives Back, a reload
 * and a failed save (a draft in this tab's sessionStorage).
 */
export function ProfileWizard({ user }: { user: User }) {
  const id = useId();
  const start = useStartProfile();
  const solveBotCheck = useBotCheck();
  const { choices: destinations } = useDestinationChoices();
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const step = stepOf(search.get('step'));
  /** Moving on adds a history entry that remembers the step it came from; PREV then goes back through it like the browser's Back. */
  const setStep = (next: Step, { replace = false } = {}) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        const param = STEP_PARAM[next];
        if (param) params.set('step', param);
        else params.delete('step');
        return params;
      },
      { replace, state: replace ? location.state : { wizardFrom: step } },
    );
  const previous = () => {
    const before = STEPS[STEPS.indexOf(step) - 1] ?? 'About';
    if ((location.state as { wizardFrom?: Step } | null)?.wizardFrom === before) navigate(-1);
    else setStep(before, { replace: true });
  };
  const [draft] = useState(() => readDraft<WizardDraft>(draftName(user)));
  const [destinationChoice, setDestinationChoice] = useState<DestinationChoice>(draft?.destinationChoice ?? (user.company_name ? 'own' : 'none'));
  const [claimed, setClaimed] = useState(draft?.claimed ?? '');
  const [companyImage, setCompanyImage] = useState(() => readDraft<{ src: string }>(imageDraftName(user))?.src ?? user.company_image ?? '');
  // A new sign-in address needs the current password (decision 030).
  const schema = useMemo(() => ProfileUpdateBodySchema.refine(...newEmailNeedsPassword(user.email, 'current_password')), [user.email]);
  const {
    register,
    control,
    trigger,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WizardInput, unknown, WizardOutput>({ resolver: zodResolver(schema), defaultValues: { ...initialValues(user), ...draft?.values } });
  const about = useController({ control, name: 'company_content' });
  const typed = useWatch({ control });
  const changingEmail = !sameEmail(typed.email ?? '', user.email);
  useEffect(() => {
    const { current_password: _password, ...values } = typed;
    saveDraft<WizardDraft>(draftName(user), { values: values as WizardDraft['values'], destinationChoice, claimed });
  }, [typed, destinationChoice, claimed, user]);
  useEffect(() => saveDraft(imageDraftName(user), { src: companyImage }), [companyImage, user]);
  const index = STEPS.indexOf(step);

  const goTo = async (next: Step) => {
    // Forward moves check the steps being left; going back never blocks.
    const leaving = STEPS.slice(index, STEPS.indexOf(next));
    if (leaving.length > 0 && !(await trigger(leaving.flatMap((name) => STEP_FIELDS[name])))) return;
    if (next !== step) setStep(next);
  };
  const onSubmit = handleSubmit(
    async (values) => {
      const own = destinationChoice === 'own';
      const company = own
        ? { company_image: companyImage === (user.company_image ?? '') ? undefined : companyImage }
        : { company_name: '', company_address: '', company_city: '', company_zip: '', company_content: '', website: '', social_link: '', calendar: '' };
      const { current_password: currentPassword, ...fields } = values;
      const newEmail = sameEmail(fields.email, user.email) ? null : fields.email;
      try {
        const body = { ...fields, ...(newEmail ? { current_password: currentPassword ?? '' } : {}), ...company };
        if (body.company_image === undefined) delete body.company_image;
        const claim = destinationChoice === 'claim' ? destinations.find((destination) => String(destination.id) === claimed) : undefined;
        await start.trigger({ body, claim: claim ? { destination: claim, botCheck: solveBotCheck } : null });
      } catch (error) {
        const passwordProblem = currentPasswordProblem(error);
        if (passwordProblem) {
          setStep('About', { replace: true });
          setError('current_password', { message: passwordProblem });
        } else notify.error(errorText(error), { duration: AUTH_TOAST_MS });
        return;
      }
      forgetDraft(draftName(user));
      forgetDraft(imageDraftName(user));
      notify.success('Profile updated successfully', { duration: AUTH_TOAST_MS });
      if (newEmail) notify.success(emailChangeNotice(newEmail), { duration: AUTH_TOAST_MS });
    },
    // A problem on an earlier step: take the member there.
    (invalid) => {
      const first = STEPS.find((name) => STEP_FIELDS[name].some((field) => field in invalid));
      if (first) setStep(first, { replace: true });
    },
  );

  return (
    <PostForm className={styles.wizard} onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        Set Up Your Profile
      </h1>
      <Tabs
        label="Profile steps"
        items={STEPS.map((name, at) => ({
          key: name,
          label: (
            <>
              <span className={styles.stepNumber} aria-hidden="true">
                {at + 1}
              </span>
              {name}
            </>
          ),
        }))}
        selected={step}
        onSelect={(name) => void goTo(name)}
        panelClassName={styles.panel}
      >
        <div hidden={step !== 'About'} className={styles.step}>
          <h2 className={styles.heading}>Tell us about you</h2>
          <div className={form.grid}>
            <TextField label="First Name" autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
            <TextField label="Last Name" autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
            <EmailChangeFields
              email={register('email')}
              currentPassword={register('current_password')}
              changing={changingEmail}
              emailError={errors.email?.message}
              currentPasswordError={errors.current_password?.message}
            />
            <PhoneField error={errors.phone?.message} registration={register('phone')} />
            <TextField label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
            <TextField label="Zip" autoComplete="postal-code" error={errors.zip_code?.message} {...register('zip_code')} />
            <StateField error={errors.state?.message} registration={register('state')} />
            <CountryField error={errors.country?.message} registration={register('country')} />
          </div>
        </div>

        <div hidden={step !== 'Account'} className={styles.step}>
          <h2 className={styles.heading}>What do you like to do?</h2>
          <div className={styles.interests}>
            {INTERESTS.map((interest) => {
              const field = interest.toLowerCase() as 'eat' | 'stay' | 'explore';
              return (
                <label key={interest} className={styles.interest}>
                  <input type="checkbox" {...register(field)} />
                  {interest}
                </label>
              );
            })}
          </div>
        </div>

        <div hidden={step !== 'Destination'} className={styles.step}>
          <h2 className={styles.heading}>Your destination</h2>
          <fieldset className={fields.choices}>
            <legend>Do you own or manage a destination?</legend>
            <label className={styles.interest}>
              <input type="radio" name={`${id}-destination`} checked={destinationChoice === 'own'} onChange={() => setDestinationChoice('own')} />I own or
              manage a destination
            </label>
            <label className={styles.interest}>
              <input type="radio" name={`${id}-destination`} checked={destinationChoice === 'claim'} onChange={() => setDestinationChoice('claim')} />I want to
              claim an existing destination
            </label>
            <label className={styles.interest}>
              <input type="radio" name={`${id}-destination`} checked={destinationChoice === 'none'} onChange={() => setDestinationChoice('none')} />
              Neither
            </label>
          </fieldset>
          {destinationChoice === 'own' ? (
            <BusinessFields register={register} about={about} errors={errors} image={companyImage} onImage={setCompanyImage} />
          ) : null}
          {destinationChoice === 'claim' ? (
            <DestinationField
              label="Destination to claim"
              hint="The tourism board checks the claim and answers by e-mail."
              choices={destinations}
              value={claimed}
              onChange={(event) => setClaimed(event.target.value)}
            />
          ) : null}
        </div>
      </Tabs>

      <div className={styles.nav}>
        <Button variant="secondary" disabled={index === 0} onClick={previous}>
          PREV
        </Button>
        {/* Distinct keys: React must not turn the pressed NEXT into this submit button mid-click. */}
        {step === 'Destination' ? (
          <SubmitButton key="save" className={buttonClass('primary')} pending={isSubmitting}>
            SAVE PROFILE
          </SubmitButton>
        ) : (
          <Button key="next" variant="primary" onClick={() => void goTo(STEPS[index + 1] ?? 'Destination')}>
            NEXT
          </Button>
        )}
      </div>
    </PostForm>
  );
}
