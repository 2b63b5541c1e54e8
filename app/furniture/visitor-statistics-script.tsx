import type { VisitorStatistics } from "./visitor-statistics.ts";

/** Marks the inert statistics script the page script turns into a real one (`visitor-statistics.client.ts`). */
export const STATISTICS_SCRIPT_ATTRIBUTE = "data-vitrine-statistics";

/**
 * The shop's visitor-statistics script, inert until the visitor's consent allows it (S-CALL-11): the same markup
 * for every visitor, so cached pages stay shared.
 */
export function VisitorStatisticsScript({ statistics }: { statistics: VisitorStatistics }) {
  return (
    <script
      type="text/plain"
      {...{ [STATISTICS_SCRIPT_ATTRIBUTE]: statistics.src }}
      data-consent-cookie={statistics.consentCookie}
      data-require-consent={statistics.requireConsent ? "1" : undefined}
    />
  );
}
