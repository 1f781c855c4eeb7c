import type { LessonLevel } from '@acorduri/contracts';

/** A finger on the fretboard picture of a lesson card: string 1 (high E) to 6, fret 1 to 5. */
export interface FretDot {
  readonly string: number;
  readonly fret: number;
}

export interface LessonText {
  readonly slug: string;
  readonly title: string;
  readonly level: LessonLevel;
  readonly description: string;
  readonly body: string;
  /** What the card's picture shows. */
  readonly dots: readonly FretDot[];
}

/** The demo lessons: an original beginner-to-advanced guitar course written for the site. */
export const LESSON_TEXTS: readonly LessonText[] = [
  {
    slug: 'tinerea-chitarei',
    title: 'Cum ținem chitara',
    level: 0,
    description: 'Poziția corpului, a chitarei și a mâinilor, înainte de primul acord.',
    dots: [],
    body: `<h2>Înainte de primul sunet</h2>
<p>O poziție comodă te ajută să exersezi mai mult și fără dureri. Așază-te pe un scaun fără brațe, cu spatele drept și cu tălpile sprijinite pe podea.</p>
<h3>Chitara</h3>
<ul>
<li>Sprijină talia chitarei pe piciorul drept (sau pe stângul, dacă ești stângaci).</li>
<li>Gâtul chitarei urcă ușor spre stânga, cam la nivelul umărului.</li>
<li>Cutia de rezonanță stă lipită de corp, nu înclinată spre tine: trebuie să vezi corzile doar aplecând puțin capul.</li>
</ul>
<h3>Mâna stângă</h3>
<p>Degetul mare stă pe spatele gâtului, aproximativ în dreptul degetului mijlociu. Încheietura rămâne relaxată, iar degetele apasă corzile cu vârfurile, ca niște ciocănele, aproape de bara metalică (tasta) din dreapta căsuței.</p>
<h3>Mâna dreaptă</h3>
<p>Antebrațul se sprijină pe marginea chitarei, iar mâna cade natural deasupra găurii de rezonanță. Poți cânta cu degetele sau cu o pană ținută între degetul mare și arătător, cu vârful ieșit doar câțiva milimetri.</p>
<blockquote>Sfat: exersează câte zece minute pe zi. Puțin și des este mai bine decât o oră o dată pe săptămână.</blockquote>`,
  },
  {
    slug: 'acordarea-chitarei',
    title: 'Acordarea chitarei',
    level: 0,
    description: 'Numele corzilor și două metode simple de acordaj: cu acordorul și după ureche.',
    dots: [
      { string: 6, fret: 5 },
      { string: 5, fret: 5 },
      { string: 4, fret: 5 },
      { string: 3, fret: 4 },
      { string: 2, fret: 5 },
    ],
    body: `<h2>Corzile chitarei</h2>
<p>În acordajul standard, de la coarda cea mai groasă la cea mai subțire, notele sunt:</p>
<table>
<thead><tr><th>Coarda</th><th>Nota</th><th>Notația internațională</th></tr></thead>
<tbody>
<tr><td>6</td><td>Mi grav</td><td>E</td></tr>
<tr><td>5</td><td>La</td><td>A</td></tr>
<tr><td>4</td><td>Re</td><td>D</td></tr>
<tr><td>3</td><td>Sol</td><td>G</td></tr>
<tr><td>2</td><td>Si</td><td>B (H)</td></tr>
<tr><td>1</td><td>Mi acut</td><td>E</td></tr>
</tbody>
</table>
<h3>Cu un acordor</h3>
<p>Un acordor cu clește sau o aplicație pe telefon îți arată nota cântată. Ciupește coarda, apoi rotește cheia până când acul stă la mijloc. Strânge coarda pentru o notă mai înaltă și slăbește-o pentru una mai joasă.</p>
<h3>După ureche</h3>
<ol>
<li>Apasă coarda 6 în căsuța a cincea: trebuie să sune ca a cincea coardă cântată liberă.</li>
<li>La fel, coarda 5 în căsuța a cincea dă nota corzii 4, iar coarda 4 în căsuța a cincea dă nota corzii 3.</li>
<li>Excepția: coarda 3 se apasă în căsuța a patra ca să sune ca a doua coardă liberă.</li>
<li>Coarda 2 în căsuța a cincea dă nota primei corzi.</li>
</ol>
<p>Verifică la final un acord cunoscut: dacă sună „strâmb”, reia pașii cu atenție.</p>`,
  },
  {
    slug: 'primele-acorduri',
    title: 'Primele acorduri: Mi minor și La minor',
    level: 0,
    description: 'Două acorduri ușoare cu care poți acompania deja multe cântece.',
    dots: [
      { string: 5, fret: 2 },
      { string: 4, fret: 2 },
    ],
    body: `<h2>Mi minor (Em)</h2>
<p>Cel mai simplu acord: două degete și toate cele șase corzi cântate.</p>
<pre>Em   6 5 4 3 2 1   (corzile)
     0 2 2 0 0 0   (căsuțele; 0 = coardă liberă)</pre>
<p>Degetul 2 (mijlociul) apasă coarda 5 în căsuța a doua, iar degetul 3 (inelarul) coarda 4 tot în căsuța a doua.</p>
<h2>La minor (Am)</h2>
<p>Mută aceeași formă cu o coardă mai jos și adaugă arătătorul pe coarda 2, în prima căsuță. Coarda 6 nu se cântă.</p>
<pre>Am   6 5 4 3 2 1
     x 0 2 2 1 0   (x = coarda nu se cântă)</pre>
<h3>Exercițiu</h3>
<p>Cântă patru bătăi în jos pe Em, apoi patru pe Am, fără să te oprești între ele. La început schimbarea va fi lentă; după câteva zile degetele vor găsi singure drumul.</p>
<p>Verifică fiecare coardă pe rând: dacă una sună înfundat, apasă mai aproape de tastă sau ridică puțin degetul vecin care o atinge.</p>`,
  },
  {
    slug: 'acorduri-majore-de-baza',
    title: 'Acordurile Do, Sol și Re major',
    level: 0,
    description:
      'Trei acorduri majore deschise care, alături de Em și Am, acoperă majoritatea cântecelor de tabără.',
    dots: [
      { string: 5, fret: 3 },
      { string: 4, fret: 2 },
      { string: 2, fret: 1 },
    ],
    body: `<h2>Do major (C)</h2>
<p>Inelarul pe coarda 5, căsuța a treia; mijlociul pe coarda 4, căsuța a doua; arătătorul pe coarda 2, prima căsuță. Coarda 6 nu se cântă.</p>
<h2>Sol major (G)</h2>
<p>Mijlociul pe coarda 6, căsuța a treia; arătătorul pe coarda 5, căsuța a doua; inelarul pe coarda 1, căsuța a treia. Se cântă toate corzile.</p>
<h2>Re major (D)</h2>
<p>Un triunghi mic pe corzile subțiri: arătătorul pe coarda 3 (căsuța a doua), inelarul pe coarda 2 (căsuța a treia), mijlociul pe coarda 1 (căsuța a doua). Se cântă doar corzile 4, 3, 2 și 1.</p>
<h3>Succesiuni de exersat</h3>
<ul>
<li><strong>G – C – D – G</strong>: cea mai folosită progresie în muzica folk.</li>
<li><strong>C – Am – F – G</strong>: când vei ști și Fa (vezi lecția despre barre), o vei recunoaște în zeci de cântece.</li>
<li><strong>Em – C – G – D</strong>: sună modern și e ușor de legat.</li>
</ul>
<p>Caută degetele care pot rămâne pe loc sau pot aluneca pe aceeași coardă între două acorduri: acestea sunt „ancorele” care fac schimbarea mai rapidă.</p>`,
  },
  {
    slug: 'primul-ritm',
    title: 'Primul ritm: loviturile în jos și în sus',
    level: 0,
    description: 'Cum ținem tempoul și cum construim un ritm de acompaniament din lovituri simple.',
    dots: [],
    body: `<h2>Mâna dreaptă ca un pendul</h2>
<p>Mâna care lovește corzile se mișcă tot timpul în sus și în jos, în ritmul cântecului, chiar și atunci când nu atinge corzile. Astfel tempoul rămâne constant.</p>
<h3>Pasul 1: doar în jos</h3>
<p>Numără „unu, doi, trei, patru” și lovește corzile în jos la fiecare număr. Folosește un metronom la 70 de bătăi pe minut.</p>
<h3>Pasul 2: adaugă loviturile în sus</h3>
<p>Numără „unu și doi și trei și patru și”. Pe numere lovești în jos (J), pe „și” lovești în sus (S), atingând mai ales corzile subțiri.</p>
<h3>Pasul 3: ritmul de bază al chitaristului</h3>
<pre>1   2   3   4
J   J S   S J S</pre>
<p>Pe bătaia a treia mâna coboară fără să atingă corzile, apoi urcă. Repetă pe un singur acord până când mișcarea devine automată, apoi schimbă acordul la fiecare măsură.</p>
<blockquote>Nu strânge pana. O pană ținută prea tare face loviturile dure și obosește încheietura.</blockquote>`,
  },
  {
    slug: 'citirea-transpunerilor',
    title: 'Cum citim o transpunere cu acorduri',
    level: 0,
    description:
      'Acordurile scrise deasupra versurilor, secțiunile cântecului și simbolurile folosite pe site.',
    dots: [],
    body: `<h2>Acordul deasupra silabei</h2>
<p>Pe site, acordurile sunt scrise pe rândul de deasupra versurilor, exact deasupra silabei pe care se schimbă. Cânți acordul acolo și îl ții până apare următorul.</p>
<pre>Am              F
Seara coboară încet peste deal
C                G
Și luna se-ascunde după un val</pre>
<h3>Secțiunile</h3>
<ul>
<li><strong>Intro</strong>: acordurile cântate înainte de prima strofă.</li>
<li><strong>Strofa</strong> și <strong>Refrenul</strong>: refrenul se repetă de obicei cu aceleași acorduri.</li>
<li><strong>Bridge</strong> (punte): o parte diferită, spre final.</li>
</ul>
<h3>Simboluri frecvente</h3>
<table>
<thead><tr><th>Scriere</th><th>Înțeles</th></tr></thead>
<tbody>
<tr><td>Am</td><td>La minor</td></tr>
<tr><td>C7</td><td>Do cu septimă</td></tr>
<tr><td>G/B</td><td>Sol cu nota Si în bas</td></tr>
<tr><td>Capo 2</td><td>capodastrul pus în căsuța a doua</td></tr>
</tbody>
</table>
<p>Dacă tonalitatea nu se potrivește vocii tale, folosește butoanele de transpunere de pe pagina piesei: toate acordurile urcă sau coboară deodată.</p>`,
  },
  {
    slug: 'schimbarea-acordurilor',
    title: 'Schimbarea rapidă a acordurilor',
    level: 1,
    description: 'Exerciții cu cronometru și tehnici prin care trecerile dintre acorduri devin curgătoare.',
    dots: [
      { string: 6, fret: 3 },
      { string: 5, fret: 2 },
      { string: 1, fret: 3 },
    ],
    body: `<h2>Exercițiul de un minut</h2>
<p>Alege două acorduri, de exemplu G și C. Pornește cronometrul și schimbă între ele timp de un minut, lovind o singură dată corzile după fiecare schimbare. Notează câte schimbări ai reușit și încearcă să depășești numărul a doua zi.</p>
<h3>Mișcarea ca un tot</h3>
<p>Nu pune degetele pe rând. Privește forma acordului următor în minte și ridică toate degetele deodată, păstrându-le aproape de corzi, apoi coboară-le împreună.</p>
<h3>Degetul pivot</h3>
<p>Între Am și C, arătătorul și mijlociul stau pe loc; se mută doar inelarul. Între D și G poți folosi inelarul ca reper pe coarda 2. Caută astfel de degete comune la fiecare pereche de acorduri.</p>
<h3>Ultima bătaie liberă</h3>
<p>În acompaniament, ultima lovitură dintr-o măsură poate fi cântată pe corzi libere, în timp ce degetele pleacă spre acordul următor. Ascultătorul nu observă, iar tu câștigi timp.</p>`,
  },
  {
    slug: 'capodastru-si-transpunere',
    title: 'Capodastrul și transpunerea',
    level: 1,
    description:
      'Cum muți un cântec într-o tonalitate potrivită vocii păstrând formele de acorduri cunoscute.',
    dots: [
      { string: 1, fret: 2 },
      { string: 2, fret: 2 },
      { string: 3, fret: 2 },
      { string: 4, fret: 2 },
      { string: 5, fret: 2 },
      { string: 6, fret: 2 },
    ],
    body: `<h2>Ce face capodastrul</h2>
<p>Capodastrul apasă toate corzile într-o căsuță și scurtează gâtul chitarei. Formele de acorduri rămân aceleași, dar sună mai sus cu câte un semiton pentru fiecare căsuță.</p>
<table>
<thead><tr><th>Forma cântată</th><th>Capo 1</th><th>Capo 2</th><th>Capo 3</th></tr></thead>
<tbody>
<tr><td>C</td><td>C#</td><td>D</td><td>D#</td></tr>
<tr><td>G</td><td>G#</td><td>A</td><td>A#</td></tr>
<tr><td>Am</td><td>A#m</td><td>Bm</td><td>Cm</td></tr>
</tbody>
</table>
<h3>Alegerea tonalității</h3>
<ol>
<li>Cântă refrenul în tonalitatea scrisă.</li>
<li>Dacă notele înalte sunt forțate, coboară cântecul cu butonul de transpunere.</li>
<li>Dacă apar acorduri grele (de exemplu Bb sau F#m), caută o transpunere cu forme deschise și pune capodastrul ca să ajungi la aceeași înălțime.</li>
</ol>
<p>Exemplu: un cântec în A cu F#m și C#m se cântă ușor cu formele din G, cu capodastrul în căsuța a doua.</p>`,
  },
  {
    slug: 'acorduri-barre',
    title: 'Acordurile barre: Fa major',
    level: 1,
    description: 'Tehnica barre pas cu pas, începând cu temutul acord de Fa major.',
    dots: [
      { string: 1, fret: 1 },
      { string: 2, fret: 1 },
      { string: 3, fret: 2 },
      { string: 4, fret: 3 },
      { string: 5, fret: 3 },
      { string: 6, fret: 1 },
    ],
    body: `<h2>Ce este un barre</h2>
<p>La un acord barre, arătătorul apasă mai multe corzi în aceeași căsuță, ca un capodastru, iar celelalte degete formează un acord deschis deasupra lui.</p>
<h3>Fa major (F) în prima căsuță</h3>
<pre>F    6 5 4 3 2 1
     1 3 3 2 1 1</pre>
<p>Arătătorul culcat pe toate corzile în prima căsuță; mijlociul pe coarda 3 (căsuța a doua); inelarul pe coarda 5 și degetul mic pe coarda 4, ambele în căsuța a treia. Este forma acordului E mutată cu o căsuță mai sus.</p>
<h3>Cum apeși fără efort</h3>
<ul>
<li>Rotește puțin arătătorul spre exterior, ca partea osoasă să apese corzile.</li>
<li>Trage ușor cotul spre corp: greutatea brațului face o parte din muncă.</li>
<li>Ține degetul mare mai jos pe spatele gâtului.</li>
</ul>
<h3>Pas intermediar</h3>
<p>Până prinzi forța, cântă „Fa mic”: arătătorul apasă doar corzile 1 și 2, iar coarda 6 și coarda 5 nu se cântă.</p>
<p>Aceeași formă mutată în căsuța a treia dă G, în a cincea A. Cu forma acordului Em obții acordurile minore: Fm, Gm, Am.</p>`,
  },
  {
    slug: 'fingerpicking',
    title: 'Ciupitul corzilor (fingerpicking)',
    level: 1,
    description: 'Fiecare deget al mâinii drepte are corzile lui: primele modele de arpegiu.',
    dots: [
      { string: 5, fret: 3 },
      { string: 4, fret: 2 },
      { string: 2, fret: 1 },
    ],
    body: `<h2>Împărțirea corzilor</h2>
<ul>
<li><strong>p</strong> (degetul mare): basul, pe corzile 6, 5 sau 4, după acord.</li>
<li><strong>i</strong> (arătătorul): coarda 3.</li>
<li><strong>m</strong> (mijlociul): coarda 2.</li>
<li><strong>a</strong> (inelarul): coarda 1.</li>
</ul>
<h3>Primul model</h3>
<pre>p  i  m  a  m  i
5  3  2  1  2  3   (pe C)</pre>
<p>Cântă rar și egal, fiecare notă cu aceeași intensitate. Basul se alege după acord: coarda 5 pentru C și Am, coarda 6 pentru G și Em, coarda 4 pentru D.</p>
<h3>Basul alternativ</h3>
<p>Degetul mare alternează două corzi de bas pe timpii 1 și 3, în timp ce celelalte degete ciupesc pe contratimp. Este baza stilului folk și a multor balade.</p>
<blockquote>Lasă unghiile puțin mai lungi la mâna dreaptă: sunetul devine mai clar.</blockquote>`,
  },
  {
    slug: 'acorduri-extinse',
    title: 'Acorduri cu septimă, sus și add9',
    level: 2,
    description: 'Culori noi pentru progresiile cunoscute: acordurile cu patru sunete și suspendate.',
    dots: [
      { string: 5, fret: 3 },
      { string: 4, fret: 2 },
      { string: 3, fret: 3 },
      { string: 2, fret: 1 },
    ],
    body: `<h2>De la trei la patru sunete</h2>
<p>Un acord major are trei note: tonica, terța și cvinta. Adăugând o a patra notă obținem culori noi, folosite mult în jazz, blues și muzica ușoară.</p>
<table>
<thead><tr><th>Acord</th><th>Caracter</th><th>Unde îl folosim</th></tr></thead>
<tbody>
<tr><td>C7</td><td>tensionat, cere rezolvare</td><td>înainte de F, în blues</td></tr>
<tr><td>Cmaj7</td><td>cald, visător</td><td>balade, bossa nova</td></tr>
<tr><td>Am7</td><td>moale, melancolic</td><td>în locul lui Am</td></tr>
<tr><td>Dsus4</td><td>suspendat, fără terță</td><td>ornament înainte de D</td></tr>
<tr><td>Cadd9</td><td>luminos</td><td>în locul lui C, pop</td></tr>
</tbody>
</table>
<h3>Dominanta</h3>
<p>Acordul cu septimă construit pe treapta a cincea (G7 în tonalitatea C) împinge firesc spre tonică. Încearcă progresia <strong>C – Am – Dm7 – G7</strong> și ascultă cum G7 „cheamă” înapoi acordul C.</p>
<h3>Ornamente cu sus</h3>
<p>Pe D, ridică și coboară degetul de pe coarda 1 sau adaugă degetul mic în căsuța a treia: alternanța D – Dsus4 – D dă viață unui acompaniament simplu.</p>`,
  },
  {
    slug: 'gama-pentatonica',
    title: 'Gama pentatonică și primele improvizații',
    level: 2,
    description:
      'Cinci note, o formă pe gât și regulile simple cu care poți improviza peste un acompaniament.',
    dots: [
      { string: 6, fret: 5 },
      { string: 5, fret: 5 },
      { string: 4, fret: 5 },
      { string: 3, fret: 5 },
      { string: 2, fret: 5 },
      { string: 1, fret: 5 },
    ],
    body: `<h2>La minor pentatonic</h2>
<p>Gama pentatonică minoră are cinci note. Pentru La minor acestea sunt La, Do, Re, Mi, Sol, iar prima formă se cântă începând cu căsuța a cincea.</p>
<pre>e |--5-----8--|
B |--5-----8--|
G |--5--7-----|
D |--5--7-----|
A |--5--7-----|
E |--5-----8--|</pre>
<p>Arătătorul rămâne în căsuța a cincea, iar inelarul și degetul mic acoperă căsuțele 7 și 8.</p>
<h3>Primii pași în improvizație</h3>
<ol>
<li>Urcă și coboară gama cu metronomul, alternând pana în jos și în sus.</li>
<li>Înregistrează-te cântând Am – G – F – G, apoi improvizează peste înregistrare doar cu notele gamei.</li>
<li>Încheie frazele pe nota La: urechea o simte drept „acasă”.</li>
<li>Repetă o idee scurtă de două ori și schimb-o a treia oară. Așa se construiesc melodiile.</li>
</ol>
<h3>Mai departe</h3>
<p>Aceeași formă mutată în altă căsuță îți dă o altă tonalitate: din căsuța a treia cânți în Sol minor, din a șaptea în Si minor.</p>`,
  },
  {
    slug: 'ritmuri-sincopate',
    title: 'Ritmuri sincopate și palm muting',
    level: 2,
    description: 'Accente pe contratimp, lovituri înăbușite și ritmuri care dau energie acompaniamentului.',
    dots: [
      { string: 6, fret: 3 },
      { string: 5, fret: 5 },
      { string: 4, fret: 5 },
    ],
    body: `<h2>Sincopa</h2>
<p>O sincopă mută accentul de pe timp pe contratimp. În ritmul de mai jos, a doua jumătate a timpului doi se leagă de timpul trei, iar mâna trece peste corzi fără să le atingă.</p>
<pre>1 și 2 și 3 și 4 și
J    J S    S  J S</pre>
<p>Accentuează loviturile în sus de pe „și”: dau senzația de avânt specifică muzicii pop și rock.</p>
<h3>Palm muting</h3>
<p>Așază partea cărnoasă a palmei drepte pe corzi, chiar lângă călușul chitarei. Sunetul devine scurt și înfundat. Cu cât muți palma mai departe de căluș, cu atât înăbușirea e mai puternică.</p>
<h3>Lovitura înăbușită (chuck)</h3>
<p>Pe timpii doi și patru, lovește corzile și oprește-le imediat cu podul palmei. Rezultatul seamănă cu o tobă mică și este baza ritmurilor de reggae și funk.</p>
<h3>Exercițiu</h3>
<p>Pe acordurile G – C – D – C cântă două măsuri cu palm muting pe optimi, apoi două măsuri deschise, cu accente pe contratimp. Contrastul dintre ele creează dinamica unui refren.</p>`,
  },
];
