import type { SeededRandom } from '@acorduri/demo-data';

const OPENINGS = [
  'Mulțumesc pentru transpunere!',
  'Super, exact ce căutam.',
  'Foarte bună varianta.',
  'Bravo pentru efort!',
  'Am încercat-o aseară.',
  'Sună foarte aproape de original.',
  'O cânt de ani de zile, dar abia acum am prins acordurile corecte.',
  'Frumoasă alegere de piesă.',
  'Salut!',
  'Merge perfect la chitara clasică.',
] as const;

const REMARKS = [
  'Pe refren cred că ultimul acord e G, nu C.',
  'Cu capodastrul pe 2 se potrivește mult mai bine la voce.',
  'Ritmul J J S S J S merge foarte bine pe strofe.',
  'La bridge aș pune un Em în loc de Am, sună mai aproape.',
  'Acordul F l-am cântat ca Fa mic și merge la fel de bine.',
  'Pe intro se aude și o mică melodie pe corzile subțiri, poate o adaugă cineva.',
  'Ar fi util și un MIDI ca să prind tempoul.',
  'Am cântat-o la un foc de tabără și a ieșit foarte bine.',
  'Strofa a doua are aceleași acorduri ca prima, e ușor de reținut.',
  'Mi-a luat o săptămână să leg schimbarea din refren, dar a meritat.',
  'Cu fingerpicking pe strofe și ritm pe refren sună excelent.',
  'Tonalitatea e puțin sus pentru mine, am transpus-o cu un ton mai jos.',
] as const;

const ENDINGS = [
  'Mersi!',
  'Spor la cântat!',
  'Mai puneți astfel de piese!',
  'Felicitări!',
  '',
  '',
  '',
] as const;

/** An original demo comment made of a greeting, a remark about the sheet and sometimes a closing. */
export function commentText(random: SeededRandom): string {
  const parts = [random.chance(0.7) ? random.pick(OPENINGS) : '', random.pick(REMARKS), random.pick(ENDINGS)];
  return parts.filter(Boolean).join(' ');
}
