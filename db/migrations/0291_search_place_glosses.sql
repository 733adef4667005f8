-- Search finds a country by its people's name ("Vietnamese" -> ISO 3166-1 VN): a vocabulary's term glossed "a native
-- or inhabitant of Vietnam" names the place of one of the country's names (projections/search/placeNames.ts). Those
-- few glosses are read whenever the catalog changes; this partial index holds them, so that read is no scan of every
-- node. The predicate must stay the one projections/search/loadPlaceNames.ts `GLOSS_SQL` writes.
CREATE INDEX nodes_place_glosses ON nodes (system)
  WHERE description ~* '^(an? |the )?(native or inhabitant|native|inhabitant|citizen|people) of ';
