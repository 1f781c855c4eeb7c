import {
  ACCOUNT_LIMITS,
  ApiError,
  buildPath,
  type OwnProfile,
  PATHS,
  profileSchema,
} from '@acorduri/contracts';
import { Alert, Select, TextArea } from '@acorduri/ui-kit';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { CallErrors } from '../../components/CallErrors';
import { FormStack } from '../../components/Page';
import { saveProfile, useLocations } from '../../data/profile';
import { FormActions } from '../../forms/FormActions';
import { useForm } from '../../forms/useForm';
import { MESSAGES } from '../../messages';
import { InstrumentChoice } from './InstrumentChoice';

const left = (text: string) =>
  MESSAGES.charactersLeft(Math.max(0, ACCOUNT_LIMITS.profileFieldMax - text.length));

/** Spec §8: a refused profile shows the server's list, anything else 'Failed to update profile'. */
const saveFailure = (error: unknown): readonly string[] =>
  error instanceof ApiError && error.status === 400 ? error.messages : [MESSAGES.profileSaveFailed];

/** Instruments, location, favourite artists and other information of the signed-in user's profile. */
export function ProfileForm({ profile, onSaved }: { profile: OwnProfile; onSaved: () => void }) {
  const locations = useLocations();
  const form = useForm({
    schema: profileSchema,
    initial: {
      locationId: profile.locationId,
      instrumentCodes: profile.instrumentCodes,
      favouriteArtists: profile.favouriteArtists,
      otherInfo: profile.otherInfo,
    },
  });
  const { values, errors, setValue } = form;
  const [failure, setFailure] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const valid = await form.check();
    if (!valid) return;
    setBusy(true);
    setFailure([]);
    try {
      await saveProfile(valid);
      onSaved();
      setSaved(true);
    } catch (error) {
      setFailure(saveFailure(error));
    } finally {
      setBusy(false);
    }
  };

  const locationOptions = (locations.data?.locations ?? []).map((location) => ({
    value: location.id,
    label: location.county ? `${location.name}, ${location.county}` : location.name,
  }));

  return (
    <FormStack noValidate onSubmit={submit} aria-label={MESSAGES.profileSettingsTitle}>
      <CallErrors messages={failure} onClose={() => setFailure([])} />
      {locations.error ? <Alert severity="warning">{MESSAGES.locationsLoadFailed}</Alert> : null}
      <InstrumentChoice
        codes={values.instrumentCodes}
        onChange={(codes) => setValue('instrumentCodes', codes)}
      />
      <Select
        label={MESSAGES.location}
        options={locationOptions}
        value={values.locationId}
        placeholder={MESSAGES.noLocation}
        clearable
        error={errors.locationId}
        onChange={(value) => setValue('locationId', value)}
      />
      <TextArea
        label={MESSAGES.favouriteArtists}
        value={values.favouriteArtists}
        error={errors.favouriteArtists}
        helperText={left(values.favouriteArtists)}
        onChange={(event) => setValue('favouriteArtists', event.target.value)}
      />
      <TextArea
        label={MESSAGES.otherInfo}
        value={values.otherInfo}
        error={errors.otherInfo}
        helperText={left(values.otherInfo)}
        onChange={(event) => setValue('otherInfo', event.target.value)}
      />
      {saved ? <Alert severity="success">{MESSAGES.profileSaved}</Alert> : null}
      <FormActions submitLabel={MESSAGES.save} busy={busy}>
        <Link to={buildPath(PATHS.profile, { slug: profile.slug })}>{MESSAGES.publicProfileLink}</Link>
      </FormActions>
    </FormStack>
  );
}
