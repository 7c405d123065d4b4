import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { profileFormFor, type ProfileForm, sameEmail, type User } from '@valley/shared/schemas/account';
import { notify } from '@valley/shared/ui/toast';
import { BusinessFields, businessValues } from '../../../components/business-fields';
import { EmailChangeFields } from '../../../components/email-change-fields';
import { TextField } from '../../../components/fields';
import { PhoneField } from '../../../components/phone-field';
import { FormDrawer } from '../../../components/form-drawer';
import { currentPasswordProblem, emailChangeNotice } from '../../../lib/email-change';
import { textValues } from '../../../lib/form-values';
import { AUTH_TOAST_MS, errorText } from '../../../lib/notices';
import { CountryField, StateField } from '../../../components/region-fields';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarPicker } from './avatar-picker';
import forms from '../../../components/member-form.module.css';
import styles from './profile.module.css';

export const PROFILE_UPDATED = 'Profile updated successfully';

const formValues = (user: User): ProfileForm => ({
  firstName: user.first_name,
  lastName: user.last_name,
  email: user.email,
  phoneNumber: user.phone ?? '',
  zip: user.zip_code ?? '',
  ...textValues(user, ['city', 'state', 'country']),
  image: user.img,
  new_image: null,
  ...businessValues(user),
  currentPassword: '',
});

/** Edit My Profile: names, e-mail, phone, place, the avatar with its round crop (member-area §2, §3) and the business from the wizard. */
export function EditProfileDrawer({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const update = useUpdateProfile();
  const [newImage, setNewImage] = useState<string | null>(null);
  const [companyImage, setCompanyImage] = useState(user.company_image ?? '');
  const schema = useMemo(() => profileFormFor(user.email), [user.email]);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProfileForm>({ resolver: zodResolver(schema), values: formValues(user) });
  const changingEmail = !sameEmail(useWatch({ control, name: 'email' }) ?? '', user.email);
  const about = useController({ control, name: 'company_content' });

  const close = () => {
    setNewImage(null);
    setCompanyImage(user.company_image ?? '');
    onClose();
  };

  const onSubmit = handleSubmit(async (form) => {
    const newEmail = sameEmail(form.email, user.email) ? null : form.email.trim();
    try {
      await update.trigger({
        first_name: form.firstName,
        last_name: form.lastName,
        email: form.email,
        phone: form.phoneNumber ?? '',
        zip_code: form.zip ?? '',
        ...textValues(form, ['city', 'state', 'country']),
        new_image: newImage,
        ...businessValues(form),
        ...(companyImage === (user.company_image ?? '') ? {} : { company_image: companyImage }),
        ...(newEmail ? { current_password: form.currentPassword ?? '' } : {}),
      });
    } catch (error) {
      const passwordProblem = currentPasswordProblem(error);
      if (passwordProblem) setError('currentPassword', { message: passwordProblem }, { shouldFocus: true });
      else notify.error(errorText(error), { duration: AUTH_TOAST_MS });
      return;
    }
    notify.success(PROFILE_UPDATED, { duration: AUTH_TOAST_MS });
    if (newEmail) notify.success(emailChangeNotice(newEmail), { duration: AUTH_TOAST_MS });
    close();
  });

  return (
    <FormDrawer title="Edit My Profile" open={open} onClose={close} onSubmit={onSubmit} submitting={isSubmitting} submitLabel="Save">
      <AvatarPicker current={user.img} chosen={newImage} onChoose={setNewImage} name={`${user.first_name} ${user.last_name}`} />
      <div className={styles.pair}>
        <TextField label="First Name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <EmailChangeFields
        email={register('email')}
        currentPassword={register('currentPassword')}
        changing={changingEmail}
        emailError={errors.email?.message}
        currentPasswordError={errors.currentPassword?.message}
      />
      <PhoneField error={errors.phoneNumber?.message} registration={register('phoneNumber')} />
      <div className={styles.pair}>
        <TextField label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
        <TextField label="Zip" autoComplete="postal-code" error={errors.zip?.message} {...register('zip')} />
      </div>
      <div className={styles.pair}>
        <StateField error={errors.state?.message} registration={register('state')} />
        <CountryField error={errors.country?.message} registration={register('country')} />
      </div>
      <fieldset className={forms.section}>
        <legend>Your Business</legend>
        <p className={forms.muted}>What you tell us here fills in your first ‘Add a Destination’.</p>
        <BusinessFields register={register} about={about} errors={errors} image={companyImage} onImage={setCompanyImage} />
      </fieldset>
    </FormDrawer>
  );
}
