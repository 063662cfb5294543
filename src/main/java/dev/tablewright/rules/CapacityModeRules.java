package dev.tablewright.rules;

import dev.tablewright.model.BillingMode;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;

import java.util.List;

/**
 * Capacity settings the table's billing mode refuses. DynamoDB takes provisioned units only on a
 * provisioned table and an on-demand maximum only on an on-demand one (API Reference,
 * ProvisionedThroughput: "You must use ProvisionedThroughput or OnDemandThroughput based on your
 * table's capacity mode"; on-demand, UpdateTable answers "Neither ReadCapacityUnits nor
 * WriteCapacityUnits can be specified when BillingMode is PAY_PER_REQUEST"). Auto scaling works by
 * setting provisioned units through UpdateTable, so on an on-demand table it has nothing to set.
 */
final class CapacityModeRules {
    private CapacityModeRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        boolean onDemand = table.billing().mode() == BillingMode.PAY_PER_REQUEST;
        for (ThroughputSite s : ThroughputSite.of(table)) {
            if (onDemand) {
                onDemandRefuses(s, out);
            } else if (s.maxReadRequestUnits().isPresent() || s.maxWriteRequestUnits().isPresent()) {
                out.add(Problem.error(s.path(), s.owners() + " on-demand maximum throughput is set on a provisioned "
                        + "table: DynamoDB takes OnDemandThroughput only in on-demand mode (remove it, or make the "
                        + "table on-demand)"));
            }
        }
    }

    private static void onDemandRefuses(ThroughputSite s, List<Problem> out) {
        if (s.readUnits().isPresent() || s.writeUnits().isPresent()) {
            out.add(Problem.error(s.path(), s.owners() + " provisioned units are set on an on-demand table: DynamoDB "
                    + "refuses read or write capacity units in PAY_PER_REQUEST mode"));
        }
        if (s.readScaling().isPresent() || s.writeScaling().isPresent()) {
            out.add(Problem.error(s.path(), s.owners() + " auto scaling is set on an on-demand table: auto scaling "
                    + "changes provisioned units, which DynamoDB refuses in PAY_PER_REQUEST mode (use an on-demand "
                    + "maximum to cap an on-demand table)"));
        }
    }
}
