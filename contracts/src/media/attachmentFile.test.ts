import { attachmentProblem, mediaFileProblem } from './attachmentFile';

const file = (name: string, size = 1000) => ({ name, size });

describe('attachmentProblem', () => {
  it.each(['cantec.gp3', 'cantec.GP4', 'cantec.gp5', 'cantec.gpx', 'cantec.gp'])(
    'accepts Guitar Pro %s',
    (name) => {
      expect(attachmentProblem('gtp', file(name))).toBeUndefined();
    },
  );

  it.each(['cantec.mid', 'cantec.midi', 'cantec.kar'])('accepts MIDI %s', (name) => {
    expect(attachmentProblem('midi', file(name))).toBeUndefined();
  });

  it('names a file without extension as an undefined type', () => {
    expect(attachmentProblem('midi', file('cantec'))).toBe('Tipul fișierului nu este definit.');
  });

  it('lists the allowed extensions for another type', () => {
    expect(attachmentProblem('gtp', file('cantec.mid'))).toBe(
      'Fișierul trebuie să aibă una dintre extensiile: gp3, gp4, gp5, gpx, gp.',
    );
    expect(attachmentProblem('midi', file('cantec.mp3'))).toBe(
      'Fișierul trebuie să aibă una dintre extensiile: mid, midi, kar.',
    );
  });

  it('refuses an empty file and one over 500 KB', () => {
    expect(attachmentProblem('midi', file('cantec.mid', 0))).toBe('Conținutul fișierului nu este valid.');
    expect(attachmentProblem('midi', file('cantec.mid', 500 * 1024))).toBeUndefined();
    expect(attachmentProblem('midi', file('cantec.mid', 500 * 1024 + 1))).toBe(
      'Dimensiunea maximă a fișierului este 500 KB',
    );
  });
});

describe('mediaFileProblem', () => {
  it('asks for a file, then checks the folder, the 2 MB limit and emptiness', () => {
    expect(mediaFileProblem('img', null)).toBe('Fișierul trebuie adăugat');
    expect(mediaFileProblem('img', file('coperta.PNG', 2 * 1024 * 1024))).toBeUndefined();
    expect(mediaFileProblem('img', file('coperta.png', 2 * 1024 * 1024 + 1))).toBe(
      'Dimensiunea maximă a fișierului este 2 MB',
    );
    expect(mediaFileProblem('pdf', file('coperta'))).toBe('Tipul fișierului nu este definit.');
    expect(mediaFileProblem('mp3', file('lectie.pdf'))).toBe(
      'Fișierul trebuie să aibă una dintre extensiile: mp3.',
    );
    expect(mediaFileProblem('midi', file('cantec.mid', 0))).toBe('Conținutul fișierului nu este valid.');
  });
});
