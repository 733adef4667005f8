import t from 'tap';
import { handleCommand } from '../../../commands/handle.ts';
import { importLabels, labelsDecider } from '../../../commands/labels.ts';
import { evolveSystem, importRelease, initialSystemState, systemDecider } from '../../../commands/systemRelease.ts';
import { labelsStream, systemStream } from '../../../commands/streams.ts';
import type { SystemEvent } from '../../../commands/events.ts';
import type { LabelSet } from '../../../commands/records.ts';
import { createProjector } from '../../../projections/runtime/runner.ts';
import { allProjections } from '../../../projections/registry.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';

const C = '/api/v1/changes';
const SYSTEM = 'isic_rev4';

// Issue 39: the feed follows a code's labels in other languages and its explanatory notes, not only its title.
t.test('the change feed: a code retitled in a language, labels imported, notes changed', async (t) => {
  const stack = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '100000' } });
  const { app, store, project } = stack;
  const get = async (url: string) => {
    const res = await app.inject(url);
    t.equal(res.statusCode, 200, url);
    return res.json();
  };
  const since = (await get(`${C}?since=now`)).next_cursor;

  let state = initialSystemState();
  for await (const e of store.readStream(systemStream(SYSTEM)))
    state = evolveSystem(state, e as unknown as SystemEvent);
  const [a, b, c] = [...state.nodes.values()].filter((n) => n.level === 2);
  const labels = (set: [string, string][]): LabelSet => ({
    system: SYSTEM,
    lang: 'fr',
    source: 'test',
    provenance: 'derived',
    note: null,
    labels: set,
  });
  const importFr = (set: [string, string][], sourceHash: string) =>
    handleCommand(
      store,
      labelsStream(SYSTEM, 'fr'),
      labelsDecider,
      importLabels({ set: labels(set), ingestionId: `test-${sourceHash}`, sourceHash }),
      { correlationId: 'test-labels' },
    );

  await importFr(
    [
      [a.code, 'Libellé A'],
      [b.code, 'Libellé B'],
    ],
    'fr-1',
  );
  await project();
  const first = await get(`${C}?since=${since}`);
  t.match(first.items, [{ kind: 'labels_imported', system: SYSTEM, lang: 'fr', first: true, counts: { labels: 2 } }]);
  t.equal(first.items.length, 1, "a language's first labels are one change, not one per code");

  await importFr(
    [
      [a.code, 'Libellé A, nouveau'],
      [c.code, 'Libellé C'],
    ],
    'fr-2',
  );
  await project();
  const second = await get(`${C}?since=${first.next_cursor}`);
  t.match(second.items, [
    { kind: 'code_retitled', code: a.code, lang: 'fr', title: 'Libellé A, nouveau', previous_title: 'Libellé A' },
    { kind: 'code_retitled', code: c.code, lang: 'fr', title: 'Libellé C', previous_title: null },
    { kind: 'code_retitled', code: b.code, lang: 'fr', title: null, previous_title: 'Libellé B' },
    { kind: 'labels_imported', lang: 'fr', first: false, counts: { labels: 2 } },
  ]);
  t.equal(second.items.length, 4, 'one change per label changed, added or dropped, then the import');
  const one = await get(`${C}?since=${first.next_cursor}&system=${SYSTEM}&code=${encodeURIComponent(a.code)}`);
  t.same(
    one.items.map((i: any) => i.kind),
    ['code_retitled'],
    'a watch on the code sees its new label',
  );

  // a release that retitles one code and gives another new notes
  const nodes = [...state.nodes.values()].map((n) =>
    n.code === a.code
      ? { ...n, title: `${n.title} (renamed)` }
      : n.code === b.code
        ? {
            ...n,
            notes: {
              introduction: null,
              includes: 'Also this activity',
              includes_also: null,
              excludes: null,
              implementation_rule: null,
            },
          }
        : n,
  );
  await handleCommand(
    store,
    systemStream(SYSTEM),
    systemDecider,
    importRelease({ release: { system: state.system!, nodes }, ingestionId: 'test-notes', sourceHash: 'notes-1' }),
    { correlationId: 'test-notes' },
  );
  await project();
  const third = await get(`${C}?since=${second.next_cursor}`);
  t.match(third.items, [
    { kind: 'code_retitled', code: a.code, title: `${a.title} (renamed)`, previous_title: a.title },
    { kind: 'code_notes_changed', code: b.code, title: b.title },
    { kind: 'release_imported', system: SYSTEM, first: false },
  ]);
  t.notOk('lang' in third.items[0], "the code's own title: no lang");
  t.equal(third.items.length, 3);
  const notes = await get(`${C}?since=${second.next_cursor}&kind=code_notes_changed`);
  t.same(
    notes.items.map((i: any) => i.code),
    [b.code],
    'filtered by the new kind',
  );

  const before = await get(`${C}?limit=500`);
  const projector = createProjector({
    pool: stack.db.pool,
    store,
    projections: allProjections({ pool: stack.db.pool, config: stack.config }),
  });
  await projector.rebuild(['changes']);
  t.same((await get(`${C}?limit=500`)).items, before.items, 'identical after a rebuild, cursors included');
});
