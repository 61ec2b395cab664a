/** bench/report.md from the results object (bench/report.json holds the same, unrounded). */

const kb = (bytes) => (bytes === undefined || bytes === null ? '–' : `${(bytes / 1000).toFixed(1)} Ko`);
const sec = (ms) => (ms === undefined || ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);
const num = (value, digits = 2) => (value === undefined || value === null ? '–' : value.toFixed(digits));
const ratio = (a, b) => (a && b ? (a / b).toFixed(2) : '–');
const times = (value) => (typeof value === 'number' ? `×${value.toFixed(1).replace('.', ',')}` : '–');
const index = (value) => (typeof value === 'number' ? String(Math.round(value)) : '–');
/** Beside a throttled figure: the CPU slowdown it was measured with and the host's index. */
const phoneCell = (phone) => (phone ? `${times(phone.cpuSlowdown)} (indice ${index(phone.benchmarkIndex)})` : '–');

/** The phone of the whole run (calibration.mjs), for the top of the report. */
function calibrationLine(calibration) {
  if (!calibration)
    return 'Téléphone simulé : **non étalonné** (rapport antérieur à l’étalonnage : processeur ×4 de la machine).';
  const { benchmarkIndex, samples, cpuSlowdown, calibratedCpuSlowdown, overridden, tooSlow, lighthouse } = calibration;
  return (
    `**Téléphone simulé** : indice de performance de cette machine ${index(benchmarkIndex)} ` +
    `(\`benchmarkIndex\` de Lighthouse, médiane de ${samples.length} mesures : ${samples.map(index).join(', ')}), ` +
    `**processeur ${times(cpuSlowdown)}** pour Lighthouse mobile, la prise en main et l’INP` +
    (overridden
      ? ` (imposé par \`BENCH_CPU_SLOWDOWN\` ; l’étalonnage donnait ${times(calibratedCpuSlowdown)})`
      : ' (étalonnage de Lighthouse : le téléphone de référence de son préréglage mobile, quelle que soit la machine)') +
    (tooSlow ? ' ; **machine plus lente que ce téléphone** : mesures sans ralentissement, plus lentes que lui' : '') +
    (lighthouse
      ? `. Indice mesuré par Lighthouse à chacun de ses passages : ${index(lighthouse.benchmarkIndex)} (médiane de ${lighthouse.runs}).`
      : '.')
  );
}

function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

function sizeRows(byApp) {
  return Object.entries(byApp).map(([app, { js, css }]) => [
    app,
    `${js.files}`,
    kb(js.raw),
    kb(js.gzip),
    kb(js.brotli),
    `${css.files}`,
    kb(css.raw),
    kb(css.gzip),
    kb(css.brotli),
  ]);
}
const SIZE_HEADER = [
  '',
  'JS fichiers',
  'JS brut',
  'JS gzip',
  'JS brotli',
  'CSS fichiers',
  'CSS brut',
  'CSS gzip',
  'CSS brotli',
];

export function renderReport(results, checks, formatChecks) {
  const { meta, calibration, sizes, firstPaint, takeover, interactions, lighthouse, api, pages, builds } = results;
  const cpu = calibration
    ? `processeur ${times(calibration.cpuSlowdown)}, indice ${index(calibration.benchmarkIndex)}`
    : 'processeur ×4';
  const out = [];
  out.push(`# Mesures du site (npm run bench)`, '');
  out.push(
    `Le ${meta.date}, commit \`${meta.commit}\`${meta.dirty ? ' (avec des modifications non validées)' : ''} ; ${meta.cpus} cœurs, ` +
      `Node ${meta.node}${meta.quick ? ' ; **mode --quick** (1 passage, moins de pages)' : ''}. ` +
      `Lancer : \`npm run bench\` ; explications : docs/performance.md, « Mesurer : \`npm run bench\` ».`,
    '',
  );
  out.push(calibrationLine(calibration), '');

  out.push('## Budgets', '', '```', ...formatChecks(checks), '```', '');

  if (sizes) {
    out.push('## Poids par application', '');
    out.push(
      `Compression servie : page ${sizes.servedEncoding?.page ?? '–'}, scripts ${sizes.servedEncoding?.script ?? '–'}, API ${sizes.servedEncoding?.api ?? '–'} ` +
        `(en-tête Content-Encoding quand le navigateur accepte brotli et gzip). ${
          sizes.servedEncoding?.script === 'none'
            ? "**Le serveur envoie tout sans compression** : seule la colonne « brut » est ce qui passe sur le réseau ; gzip (niveau 9) et brotli (qualité 11) sont calculés ici, pour ce qu'enverrait un serveur qui compresse."
            : ''
        }`,
      '',
    );
    if (sizes.downloaded) {
      out.push('**Téléchargé par le navigateur** pour une visite de chaque rubrique (chaque fichier une fois) :', '');
      out.push(`Pages : ${sizes.tour.map((page) => `\`${page}\``).join(', ')}.`, '');
      out.push(table(SIZE_HEADER, sizeRows(sizes.downloaded.federated)), '');
      out.push('Bundle unique, même visite :', '');
      out.push(table(SIZE_HEADER, sizeRows({ 'bundle unique': sizes.downloaded.single.shell })), '');
    }
    out.push(
      '**Construit** (tout `dist/` sauf sources maps et aperçu autonome ; un remote y garde ses propres copies de React, du routeur et de `@wado/shared`, que le site ne télécharge jamais : le shell les fournit) :',
      '',
    );
    out.push(table(SIZE_HEADER, sizeRows({ ...sizes.apps, 'bundle unique': sizes.singleBundle })), '');
  }

  if (firstPaint) {
    out.push('## Avant le premier affichage', '');
    out.push(
      'Chromium, cache vide, écran de téléphone (412×823) et réseau de téléphone (4G lente du préréglage mobile de Lighthouse : 562 ms de latence, 1,4 Mb/s) : les requêtes terminées avant le First Contentful Paint (octets envoyés, en-têtes compris ; médiane de ' +
        `${meta.firstPaintRuns} chargement(s)).`,
      '',
    );
    const rows = Object.keys(firstPaint.federated).map((page) => {
      const f = firstPaint.federated[page];
      const s = firstPaint.single[page];
      return [
        `\`${page}\``,
        kb(f.bytes),
        `${f.requests}`,
        `${f.fcpMs} ms`,
        kb(s.bytes),
        `${s.requests}`,
        `${s.fcpMs} ms`,
        ratio(f.bytes, s.bytes),
        ratio(f.requests, s.requests),
      ];
    });
    out.push(
      table(
        [
          'Page',
          'Fédéré octets',
          'Fédéré requêtes',
          'Fédéré FCP',
          'Unique octets',
          'Unique requêtes',
          'Unique FCP',
          'Ratio octets',
          'Ratio requêtes',
        ],
        rows,
      ),
      '',
    );
    out.push(
      'Requêtes avant le premier affichage de `/` (fédéré) : ' +
        firstPaint.federated['/'].urls.map((url) => `\`${url}\``).join(', ') +
        '.',
      '',
    );
  }

  if (takeover) {
    out.push('## Prise en main sur un téléphone', '');
    out.push(
      `Chromium, cache vide, profil téléphone appliqué pour de vrai (DevTools : 4G lente, 562 ms de latence, 1,4 Mb/s ; ${cpu}) : ` +
        `temps entre la requête et \`html[data-page-ready]\` (les contrôles de la page répondent), médiane de ${meta.takeoverRuns} chargement(s) ; ` +
        `JavaScript reçu avant (octets envoyés). Avant ce travail (commit \`a9a93c7\`, même mesure, processeur ×4 non étalonné) : fédéré 4,4–6,2 s, bundle unique 3,5–5,2 s.`,
      '',
    );
    const rows = Object.keys(takeover.federated).map((page) => {
      const f = takeover.federated[page];
      const s = takeover.single[page];
      return [
        `\`${page}\``,
        `${f.readyMs} ms`,
        `${f.fcpMs} ms`,
        kb(f.jsBytes),
        String(f.jsRequests),
        `${s.readyMs} ms`,
        kb(s.jsBytes),
        `**${(f.readyMs / s.readyMs).toFixed(2)}**`,
        phoneCell(f.phone),
      ];
    });
    out.push(
      table(
        [
          'Page',
          'Fédéré prêt',
          'Fédéré FCP',
          'Fédéré JS',
          'Fédéré scripts',
          'Unique prêt',
          'Unique JS',
          'Ratio prêt',
          'Processeur',
        ],
        rows,
      ),
      '',
    );
  }

  if (interactions) {
    out.push('## Réponse à un geste (INP)', '');
    out.push(
      `Même profil de téléphone (${cpu}), la page prise en main : durée du plus long événement du geste, de l’entrée à la peinture suivante ` +
        '(Event Timing ; « 16 ms » : sous le seuil de mesure du navigateur).',
      '',
    );
    const rows = Object.keys(interactions.federated).map((name) => [
      interactions.federated[name].label,
      `${interactions.federated[name].inpMs} ms`,
      `${interactions.single[name].inpMs} ms`,
      phoneCell(interactions.federated[name].phone),
    ]);
    out.push(table(['Geste', 'Fédéré', 'Bundle unique', 'Processeur'], rows), '');
  }

  if (lighthouse) {
    out.push('## Lighthouse', '');
    out.push(
      `Lighthouse 12, médiane de ${meta.lighthouseRuns} passage(s) par page, préréglages mobile (4G lente simulée, ${cpu} : ` +
        `\`throttling.cpuSlowdownMultiplier\` étalonné) et ordinateur (celui de Lighthouse, processeur ×1). ` +
        'Colonne « Indice LH » : le `benchmarkIndex` que Lighthouse a mesuré lui-même à ces passages (médiane), pour contrôle.',
      '',
    );
    for (const preset of ['mobile', 'desktop']) {
      const rows = [];
      for (const page of Object.keys(lighthouse.federated[preset] ?? {})) {
        for (const site of ['federated', 'single']) {
          const m = lighthouse[site][preset][page];
          rows.push([
            `\`${page}\``,
            site === 'federated' ? 'fédéré' : 'bundle unique',
            num(m.score),
            sec(m.fcpMs),
            sec(m.lcpMs),
            num(m.cls, 3),
            `${Math.round(m.tbtMs)} ms`,
            phoneCell(m.phone),
            index(m.lighthouseBenchmarkIndex),
          ]);
        }
        rows.push([
          `\`${page}\``,
          '**ratio LCP**',
          '',
          '',
          `**${ratio(lighthouse.federated[preset][page].lcpMs, lighthouse.single[preset][page].lcpMs)}**`,
          '',
          '',
          '',
          '',
        ]);
      }
      out.push(
        `### ${preset === 'mobile' ? 'Mobile' : 'Ordinateur'}`,
        '',
        table(['Page', 'Site', 'Score', 'FCP', 'LCP', 'CLS', 'TBT', 'Processeur', 'Indice LH'], rows),
        '',
      );
    }
  }

  if (api) {
    out.push('## API', '');
    out.push(
      `autocannon, ${api.connections} connexions, ${api.durationSeconds} s par appel, sur le serveur construit (limite de débit coupée : RATE_LIMIT_MAX=0), ` +
        "à côté d'un serveur Fastify nu dont la route renvoie le même JSON, mesuré dans le même passage.",
      '',
    );
    const rows = api.results.map((r) => [
      r.call,
      kb(r.responseBytes),
      `${r.api.requestsPerSecond}`,
      `${r.api.p99Ms} ms`,
      `${r.api.errors}`,
      `${r.bare.requestsPerSecond}`,
      `${r.bare.p99Ms} ms`,
      num(r.ratio),
    ]);
    out.push(
      table(['Appel', 'Réponse', 'req/s', 'p99', 'Erreurs', 'Fastify nu req/s', 'Fastify nu p99', 'Ratio req/s'], rows),
      '',
    );
  }

  if (pages) {
    out.push('## Pages sous charge', '');
    out.push(
      `autocannon, ${pages.connections} connexions, ${pages.durationSeconds} s par mesure, chaque connexion demandant tour à tour ` +
        `${pages.pages.map((page) => `\`${page}\``).join(', ')} (Brotli), sur une réplique du serveur construit (SQLite), ` +
        'sans puis avec le micro-cache des pages (`PAGE_CACHE_SECONDS=0`, puis la valeur par défaut), dans le même passage.',
      '',
    );
    const rows = [];
    for (const [mode, label] of [
      ['without', 'sans micro-cache'],
      ['with', 'avec micro-cache'],
    ])
      for (const [visitor, who] of [
        ['anonymous', 'anonymes (sans cookie)'],
        ['accepted', 'conditions acceptées (cookie)'],
      ]) {
        const rate = pages[mode][visitor];
        rows.push([label, who, `${rate.pagesPerSecond}`, `${rate.p99Ms} ms`, `${rate.errors}`]);
      }
    out.push(table(['Serveur', 'Visiteurs', 'pages/s', 'p99', 'Erreurs'], rows), '');
    out.push(`Visiteurs anonymes, avec / sans : **×${num(pages.ratio)}**.`, '');
  }

  if (builds) {
    out.push('## Constructions', '');
    const rows = [];
    if (builds.all !== undefined)
      rows.push([
        'Site entier (`node scripts/build.mjs --all` : shell, cinq remotes, API ; deux à la fois)',
        `${builds.all.toFixed(1)} s`,
      ]);
    if (builds.one !== undefined)
      rows.push([`Un remote seul (\`node scripts/build.mjs ${builds.remote}\`)`, `${builds.one.toFixed(1)} s`]);
    if (builds.singleBundle !== undefined)
      rows.push([
        'Bundle unique (shell + sources des remotes, une construction webpack)',
        `${builds.singleBundle.toFixed(1)} s`,
      ]);
    out.push(table(['Construction', 'Durée'], rows), '');
  }
  return out.join('\n');
}
