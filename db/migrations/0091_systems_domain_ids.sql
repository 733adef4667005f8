-- Every translation reads the ids of the domain vocabularies (a walk's end points, never its bridges:
-- projections/equivalences/translations.ts). As a sequential scan of `systems` filtered on kind that
-- was 0.8 ms of PostgreSQL's time per translation, about as much as the rest of the translation's
-- queries; from this index (index-only once vacuumed) 0.2–0.4 ms.
CREATE INDEX systems_domain_ids ON systems (id) WHERE kind = 'domain';
