import { Checkbox } from '@acorduri/ui-kit';
import { MESSAGES } from '../messages';
import { useLeftHanded } from './leftHanded';

export function LeftHandedToggle() {
  const [leftHanded, setLeftHanded] = useLeftHanded();
  return <Checkbox label={MESSAGES.leftHanded} checked={leftHanded} onChange={setLeftHanded} />;
}
