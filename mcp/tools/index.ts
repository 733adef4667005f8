import type { ToolDef } from '../tool.ts';
import { listClassificationSystems } from './listClassificationSystems.ts';
import { searchSystems } from './searchSystems.ts';
import { getIndustry } from './getIndustry.ts';
import { browseChildren } from './browseChildren.ts';
import { getAncestors } from './getAncestors.ts';
import { getSiblings } from './getSiblings.ts';
import { getSubtreeSummary } from './getSubtreeSummary.ts';
import { getSectorOverview } from './getSectorOverview.ts';
import { exploreIndustryTree } from './exploreIndustryTree.ts';
import { searchClassifications } from './searchClassifications.ts';
import { findByKeywordAllSystems } from './findByKeywordAllSystems.ts';
import { resolveAmbiguousCode } from './resolveAmbiguousCode.ts';
import { getEquivalences } from './getEquivalences.ts';
import { translateCode } from './translateCode.ts';
import { translateAcrossAllSystems } from './translateAcrossAllSystems.ts';
import { compareSector } from './compareSector.ts';
import { getSystemDiff } from './getSystemDiff.ts';
import { getCrosswalkCoverage } from './getCrosswalkCoverage.ts';
import { listCrosswalksByKind } from './listCrosswalksByKind.ts';
import { describeMatchTypes } from './describeMatchTypes.ts';
import { getLeafCount } from './getLeafCount.ts';
import { getRegionMapping } from './getRegionMapping.ts';
import { getCountryTaxonomyProfile } from './getCountryTaxonomyProfile.ts';
import { getCountryScope } from './getCountryScope.ts';
import { classifyBusiness } from './classifyBusiness.ts';
import { getAuditReport } from './getAuditReport.ts';
import { getDataQualityReport } from './getDataQualityReport.ts';
import { getCodeHistory } from './getCodeHistory.ts';
import { batchLookup } from './batchLookup.ts';
import { batchTranslate } from './batchTranslate.ts';
import { batchClassify } from './batchClassify.ts';
import { getCrosswalkQuality } from './getCrosswalkQuality.ts';
import { migrateCodes } from './migrateCodes.ts';
import { getEditionDiff } from './getEditionDiff.ts';

/** The registry: every MCP tool, in the order of the README's table (issue 6). */
export const tools: readonly ToolDef[] = [
  listClassificationSystems,
  searchSystems,
  getIndustry,
  browseChildren,
  getAncestors,
  getSiblings,
  getSubtreeSummary,
  getSectorOverview,
  exploreIndustryTree,
  searchClassifications,
  findByKeywordAllSystems,
  resolveAmbiguousCode,
  getEquivalences,
  translateCode,
  translateAcrossAllSystems,
  compareSector,
  getSystemDiff,
  getCrosswalkCoverage,
  getCrosswalkQuality,
  listCrosswalksByKind,
  describeMatchTypes,
  getLeafCount,
  getRegionMapping,
  getCountryTaxonomyProfile,
  getCountryScope,
  classifyBusiness,
  getAuditReport,
  getDataQualityReport,
  getCodeHistory,
  batchLookup,
  batchTranslate,
  batchClassify,
  migrateCodes,
  getEditionDiff,
];
