-- Read models of the equivalences projection (projections/equivalences).
CREATE TABLE equivalences (
  source_system text NOT NULL,
  source_code   text NOT NULL,
  target_system text NOT NULL,
  target_code   text NOT NULL,
  match_type    text NOT NULL,                -- exact | partial | broad | narrow
  PRIMARY KEY (source_system, source_code, target_system, target_code)
);
CREATE INDEX equivalences_target ON equivalences (target_system, target_code);
CREATE INDEX equivalences_pair ON equivalences (source_system, target_system);

-- Read models of the countries projection (projections/countries).
CREATE TABLE countries (
  code  text PRIMARY KEY,                     -- ISO 3166-1 alpha-2
  name  text
);
CREATE TABLE country_systems (
  country    text NOT NULL,
  system     text NOT NULL,
  relevance  text NOT NULL,                   -- official | regional | recommended | historical
  derivation text,
  ord        int NOT NULL,
  PRIMARY KEY (country, system)
);
CREATE INDEX country_systems_system ON country_systems (system);
